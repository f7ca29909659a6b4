import { entityForm } from '../../components/entity/entityForm';
import * as yup from 'yup';
import { roomKindChoices } from '../../components/entity/propertyFilters';
import type { Room, RoomPayload } from './roomTypes';

export type RoomFormValues = RoomPayload;

export function emptyRoomValues(floorId: number | null = null): RoomFormValues {
  return { floor_id: floorId, name: '', kind: 'apartment' };
}

/** The rules the server checks too, so most mistakes show before a round trip. */
export const roomSchema = yup.object({
  floor_id: yup.number().nullable().required('Floor is required'),
  name: yup.string().trim().required('Name is required').max(100, 'At most 100 characters'),
  kind: yup
    .string()
    .oneOf(roomKindChoices.map((choice) => choice.value))
    .required('Kind is required'),
});

export function roomValuesOf(room: Room): RoomFormValues {
  return { floor_id: room.floor_id, name: room.name, kind: room.kind };
}

export function roomPayloadOf(values: RoomFormValues): RoomPayload {
  return { ...values, name: values.name.trim() };
}

/** The room form of the create and edit pages. */
export const roomForm = entityForm('room', {
  schema: roomSchema,
  empty: emptyRoomValues,
  valuesOf: roomValuesOf,
  payloadOf: roomPayloadOf,
});
