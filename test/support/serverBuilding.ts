import type { ApiClient } from './serverWorld';

/** Creates address → floor → room through the API and returns their ids. */
export async function createRoom(
  api: ApiClient,
  siteId: number,
  names: { street?: string; floor?: string; room?: string } = {},
) {
  const address = await api.post('/api/crm/addresses/', {
    site_id: siteId,
    street: names.street ?? 'Storgata',
    house_number: '1',
    postal_code: '0155',
    city: 'Oslo',
  });
  expect(address.status).toBe(201);
  const floor = await api.post('/api/crm/floors/', {
    address_id: address.body.id,
    name: names.floor ?? 'Ground floor',
    level: 0,
  });
  expect(floor.status).toBe(201);
  const room = await api.post('/api/crm/rooms/', { floor_id: floor.body.id, name: names.room ?? 'H0101' });
  expect(room.status).toBe(201);
  return { addressId: address.body.id as number, floorId: floor.body.id as number, roomId: room.body.id as number };
}

export async function createTenant(api: ApiClient, siteId: number, name = 'Kari Nordmann') {
  const tenant = await api.post('/api/crm/tenants/', { site_id: siteId, name, email: 'kari@example.test' });
  expect(tenant.status).toBe(201);
  return tenant.body.id as number;
}

/** The field error messages of a requirements §8 validation reply, by field name. */
export function fieldMessages(body: { detail: { loc: string[]; msg: string }[] }): Record<string, string> {
  return Object.fromEntries(body.detail.map((error) => [error.loc[error.loc.length - 1], error.msg]));
}
