import { entityForm } from '../../components/entity/entityForm';
import * as yup from 'yup';
import type { Doorbell, DoorbellPayload } from './doorbellTypes';

export interface DoorbellFormValues {
  address_id: number | null;
  name: string;
  device_id: string;
  room_ids: number[];
  tenant_ids: number[];
  description: string;
}

export function emptyDoorbellValues(addressId: number | null = null): DoorbellFormValues {
  return { address_id: addressId, name: '', device_id: '', room_ids: [], tenant_ids: [], description: '' };
}

/** The rules the server checks too, so most mistakes show before a round trip. */
export const doorbellSchema = yup.object({
  address_id: yup.number().nullable().required('Address is required'),
  name: yup.string().trim().required('Name is required').max(100, 'At most 100 characters'),
  device_id: yup.string().max(100, 'At most 100 characters'),
  description: yup.string().max(1000, 'At most 1000 characters'),
});

export function doorbellValuesOf(doorbell: Doorbell): DoorbellFormValues {
  return {
    address_id: doorbell.address_id,
    name: doorbell.name,
    device_id: doorbell.device_id ?? '',
    room_ids: doorbell.room_ids,
    tenant_ids: doorbell.tenant_ids,
    description: doorbell.description ?? '',
  };
}

export function doorbellPayloadOf(values: DoorbellFormValues): DoorbellPayload {
  return {
    ...values,
    name: values.name.trim(),
    device_id: values.device_id.trim() || null,
    description: values.description.trim() || null,
  };
}

export const presetMessageSchema = yup.object({
  text: yup.string().trim().required('Text is required').max(200, 'At most 200 characters'),
});

/** The doorbell form of the create and edit pages. */
export const doorbellForm = entityForm('doorbell', {
  schema: doorbellSchema,
  empty: emptyDoorbellValues,
  valuesOf: doorbellValuesOf,
  payloadOf: doorbellPayloadOf,
});
