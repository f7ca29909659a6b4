import type { Outlet } from '../../../src/features/outlets/outletTypes';
import { moholt } from '../property/propertyFixtures';

export function makeFullOutlet(overrides: Partial<Outlet> = {}): Outlet {
  return {
    id: 41,
    site_id: 1,
    address_id: moholt.id,
    address: moholt,
    floor_id: 11,
    floor: { id: 11, name: 'Ground floor' },
    room_id: 21,
    room: { id: 21, name: 'H0101' },
    label: '0.1-1',
    switch_port: 'gw-moholt ether5',
    network_id: 4,
    network_name: 'Tenant LAN',
    interface_up: true,
    interface_changed_at: '2026-03-10T12:00:00Z',
    description: null,
    can_delete: true,
    delete_blockers: [],
    created_at: '2026-03-09T10:00:00Z',
    modified_at: '2026-03-10T12:00:00Z',
    ...overrides,
  };
}
