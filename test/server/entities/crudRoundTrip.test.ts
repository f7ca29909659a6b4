/** @jest-environment ./test/support/serverEnvironment.ts */
import { startEntityApp, type ApiClient, type EntityTestApp } from '../../support/serverWorld';
import { createRoom } from '../../support/serverBuilding';

interface Case {
  collection: string;
  /** object_type of its change records */
  type: string;
  create: (place: Place) => object;
  patch: object;
  /** fields the detail shows after the PATCH */
  patched: object;
}
type Place = Awaited<ReturnType<typeof createRoom>>;

/** Each entity's whole life through its five calls, as a client sees it (rules have their own suites). */
const cases: Case[] = [
  {
    collection: 'addresses',
    type: 'address',
    create: () => ({ street: 'Kirkegata', house_number: '5' }),
    patch: { city: 'Bergen' },
    patched: { name: 'Kirkegata 5', city: 'Bergen' },
  },
  {
    collection: 'floors',
    type: 'floor',
    create: (p) => ({ address_id: p.addressId, name: '3rd floor', level: 3 }),
    patch: { name: 'Loft' },
    patched: { name: 'Loft', level: 3 },
  },
  {
    collection: 'rooms',
    type: 'room',
    create: (p) => ({ floor_id: p.floorId, name: 'H0301' }),
    patch: { kind: 'office' },
    patched: { name: 'H0301', kind: 'office' },
  },
  {
    collection: 'tenants',
    type: 'tenant',
    create: () => ({ name: 'Ola Nordmann', kind: 'person' }),
    patch: { phone: '+47 22 00 00 00' },
    patched: { name: 'Ola Nordmann', phone: '+47 22 00 00 00' },
  },
  {
    collection: 'networks/speedlimits',
    type: 'speed_limit',
    create: () => ({ name: '50/10', download_kbps: 50000, upload_kbps: 10000 }),
    patch: { upload_kbps: 20000 },
    patched: { name: '50/10', upload_kbps: 20000 },
  },
  {
    collection: 'networks',
    type: 'network',
    create: () => ({ name: 'Tenant LAN', vlan_id: 120, subnet: '10.20.120.0/24' }),
    patch: { gateway: '10.20.120.254' },
    patched: { vlan_id: 120, gateway: '10.20.120.254' },
  },
  {
    collection: 'external-ips',
    type: 'external_ip',
    create: () => ({ address: '203.0.113.9' }),
    patch: { description: 'Uplink B' },
    patched: { address: '203.0.113.9', description: 'Uplink B' },
  },
  {
    collection: 'wireless',
    type: 'wireless',
    create: () => ({ ssid: 'Lobby', security: 'open' }),
    patch: { hidden: true },
    patched: { ssid: 'Lobby', hidden: true },
  },
  {
    collection: 'outlets',
    type: 'outlet',
    create: (p) => ({ room_id: p.roomId, label: 'H0101-2' }),
    patch: { switch_port: 'sw1 ge-0/0/2' },
    patched: { label: 'H0101-2', switch_port: 'sw1 ge-0/0/2' },
  },
  {
    collection: 'doorbells',
    type: 'doorbell',
    create: (p) => ({ address_id: p.addressId, name: 'Back door', room_ids: [p.roomId] }),
    patch: { device_id: 'DB-0042' },
    patched: { name: 'Back door', device_id: 'DB-0042', room_ids: [expect.any(Number)] },
  },
  {
    collection: 'doorbells/preset-messages',
    type: 'doorbell_preset_message',
    create: () => ({ text: 'Back in 5 minutes', position: 1 }),
    patch: { position: 2 },
    patched: { text: 'Back in 5 minutes', position: 2 },
  },
];

describe('entity life cycle: create, read, list, update, delete', () => {
  let t: EntityTestApp;
  let api: ApiClient;
  let place: Place;
  beforeAll(async () => {
    t = await startEntityApp();
    api = t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
    place = await createRoom(api, t.world.siteA1);
  });
  afterAll(async () => t.close());

  it.each(cases)(
    '/crm/$collection/ serves its whole life and records each change',
    async ({ collection, type, create, patch, patched }) => {
      const created = await api.post(`/api/crm/${collection}/`, create(place));
      expect(created.status).toBe(201);
      const url = `/api/crm/${collection}/${created.body.id}/`;
      // A read of one item also names what blocks its delete: nothing yet.
      expect(await api.get(url)).toEqual({ status: 200, body: { ...created.body, delete_blockers: [] } });
      const listed = await api.get(`/api/crm/${collection}/?page_size=100`);
      expect(listed.body.data).toContainEqual(expect.objectContaining({ id: created.body.id, can_delete: true }));

      const updated = await api.patch(url, patch);
      expect(updated).toMatchObject({ status: 200, body: patched });
      expect((await api.get(url)).body).toMatchObject(patched);

      expect(await api.del(url)).toEqual({ status: 204, body: null });
      expect((await api.get(url)).status).toBe(404);
      expect((await api.del(url)).status).toBe(404);

      const changes = await api.get(
        `/api/crm/changes/?object_type=${type}&object_id=${created.body.id}&ordering=created_at`,
      );
      expect(changes.body.data.map((change: { action: string }) => change.action)).toEqual([
        'create',
        'update',
        'delete',
      ]);
    },
  );

  it('shows a member of the customer and the customer itself in detail', async () => {
    expect(await api.get(`/api/crm/users/${t.world.staffA}/`)).toMatchObject({
      status: 200,
      body: { id: t.world.staffA, email: 'anna@acme.test', first_name: 'Anna' },
    });
    expect(await api.get(`/api/crm/customers/${t.world.customerA}/`)).toMatchObject({
      status: 200,
      body: { id: t.world.customerA, name: 'Acme Housing' },
    });
  });
});
