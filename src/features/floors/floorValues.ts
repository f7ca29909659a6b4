import { entityForm } from '../../components/entity/entityForm';
import * as yup from 'yup';
import type { Floor, FloorPayload } from './floorTypes';

/** The form's values: a number input answers '' while empty. */
export interface FloorFormValues {
  address_id: number | null;
  name: string;
  level: number | '';
}

export function emptyFloorValues(addressId: number | null = null): FloorFormValues {
  return { address_id: addressId, name: '', level: 0 };
}

/** The rules the server checks too (name up to 100 characters, level −20…200), so most mistakes show at once. */
export const floorSchema = yup.object({
  address_id: yup.number().nullable().required('Address is required'),
  name: yup.string().trim().required('Name is required').max(100, 'At most 100 characters'),
  level: yup
    .number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .integer('A whole number')
    .min(-20, 'At least -20')
    .max(200, 'At most 200'),
});

export function floorValuesOf(floor: Floor): FloorFormValues {
  return { address_id: floor.address_id, name: floor.name, level: floor.level };
}

/** What the server is sent: an empty level is the ground floor. */
export function floorPayloadOf(values: FloorFormValues): FloorPayload {
  return { address_id: values.address_id, name: values.name.trim(), level: values.level === '' ? 0 : values.level };
}

/** The floor form of the create and edit pages. */
export const floorForm = entityForm('floor', {
  schema: floorSchema,
  empty: emptyFloorValues,
  valuesOf: floorValuesOf,
  payloadOf: floorPayloadOf,
});
