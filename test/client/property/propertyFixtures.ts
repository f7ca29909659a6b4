import type { ChangeRecord } from '../../../src/core/entity/changesApi';
import type { Floor } from '../../../src/features/floors/floorTypes';
import type { Room } from '../../../src/features/rooms/roomTypes';

type Row = { id: number } & Record<string, unknown>;

export const moholt = { id: 5, name: 'Moholt allé 3' };
export const elgeseter = { id: 6, name: 'Elgeseter gate 10' };

export const addresses: Row[] = [
  { id: moholt.id, name: moholt.name, street: 'Moholt allé', house_number: '3', city: 'Trondheim' },
  { id: elgeseter.id, name: elgeseter.name, street: 'Elgeseter gate', house_number: '10', city: 'Trondheim' },
];

export function makeFloor(overrides: Partial<Floor> = {}): Floor {
  return {
    id: 11,
    site_id: 1,
    address_id: moholt.id,
    address: moholt,
    name: 'Ground floor',
    level: 0,
    can_delete: true,
    delete_blockers: [],
    created_at: '2026-03-09T10:00:00Z',
    modified_at: '2026-03-10T12:00:00Z',
    ...overrides,
  };
}

export function makeRoom(overrides: Partial<Room> = {}): Room {
  return {
    id: 21,
    site_id: 1,
    address_id: moholt.id,
    address: moholt,
    floor_id: 11,
    floor: { id: 11, name: 'Ground floor', address_id: moholt.id, address: moholt },
    name: 'H0101',
    kind: 'apartment',
    current_tenant_id: 31,
    current_tenant_name: 'Kari Nordmann',
    can_delete: true,
    delete_blockers: [],
    created_at: '2026-03-09T10:00:00Z',
    modified_at: '2026-03-10T12:00:00Z',
    ...overrides,
  };
}

export function makeOutlet(overrides: Row): Row {
  return {
    address_id: moholt.id,
    address: moholt,
    floor_id: 11,
    floor: { id: 11, name: 'Ground floor' },
    room: { id: Number(overrides.room_id ?? 21), name: 'H0101' },
    label: '0.1-1',
    switch_port: 'sw-a1 ge-0/0/1',
    network_name: 'Tenant LAN',
    interface_up: true,
    ...overrides,
  };
}

export function makeChange(overrides: Partial<ChangeRecord>): ChangeRecord {
  return {
    id: 1,
    object_type: 'floor',
    object_id: 11,
    action: 'update',
    user_id: 2,
    user_email: 'staff@example.com',
    user_name: 'Siri Staff',
    before: null,
    after: null,
    created_at: '2026-03-10T12:00:00Z',
    ...overrides,
  };
}
