import { entityForm } from '../../components/entity/entityForm';
import * as yup from 'yup';
import type { Outlet, OutletPayload } from './outletTypes';

export interface OutletFormValues {
  room_id: number | null;
  label: string;
  switch_port: string;
  network_id: number | null;
  interface_up: boolean;
  description: string;
}

export function emptyOutletValues(roomId: number | null = null): OutletFormValues {
  return { room_id: roomId, label: '', switch_port: '', network_id: null, interface_up: false, description: '' };
}

/** The limits the server checks too (server/src/entities/outlets/outletEntity.ts). */
export const outletSchema = yup.object({
  room_id: yup.number().nullable().required('Room is required'),
  label: yup.string().trim().required('Label is required').max(50, 'At most 50 characters'),
  switch_port: yup.string().trim().max(100, 'At most 100 characters'),
  network_id: yup.number().nullable(),
  interface_up: yup.boolean(),
  description: yup.string().max(1000, 'At most 1000 characters'),
});

export function outletValuesOf(outlet: Outlet): OutletFormValues {
  return {
    room_id: outlet.room_id,
    label: outlet.label,
    switch_port: outlet.switch_port ?? '',
    network_id: outlet.network_id,
    interface_up: outlet.interface_up,
    description: outlet.description ?? '',
  };
}

const orNull = (text: string) => text.trim() || null;

export function outletPayloadOf(values: OutletFormValues): OutletPayload {
  return {
    ...values,
    label: values.label.trim(),
    switch_port: orNull(values.switch_port),
    description: orNull(values.description),
  };
}

/** The outlet form of the create and edit pages. */
export const outletForm = entityForm('outlet', {
  schema: outletSchema,
  empty: emptyOutletValues,
  valuesOf: outletValuesOf,
  payloadOf: outletPayloadOf,
});
