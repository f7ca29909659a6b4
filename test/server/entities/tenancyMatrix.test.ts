/** @jest-environment ./test/support/serverEnvironment.ts */
import { eq } from 'drizzle-orm';
import { alerts, mikrotikDevices } from '../../../server/src/db/schema';
import { entityCollections, startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, createTenant } from '../../support/serverBuilding';

/** Customer B's objects, attacked by staff of customer A. */
interface Foreign {
  [collection: string]: number;
}

const collections = entityCollections;
const METRICS_TOKEN = 'tenancy-matrix-scrape-token';
/** Kept per customer, not per site. */
const customerWide = ['networks/speedlimits', 'doorbells/preset-messages'];

describe("tenancy matrix: every entity endpoint with another customer's ids", () => {
  let t: EntityTestApp;
  const foreign: Foreign = {};
  beforeAll(async () => {
    // GET /metrics on, behind a scrape token: no user's sign-in opens it.
    t = await startEntityApp({ config: { metrics: { exposed: true, token: METRICS_TOKEN } } });
    const b = t.client(t.world.staffB, t.world.customerB, t.world.siteB);
    const place = await createRoom(b, t.world.siteB);
    Object.assign(foreign, { addresses: place.addressId, floors: place.floorId, rooms: place.roomId });
    foreign.tenants = await createTenant(b, t.world.siteB);
    foreign.occupancy = (
      await b.post(`/api/crm/rooms/${place.roomId}/occupancy/`, {
        tenant_id: foreign.tenants,
        start_date: '2024-01-01',
      })
    ).body.id;
    foreign['networks/speedlimits'] = (
      await b.post('/api/crm/networks/speedlimits/', { name: 'B', download_kbps: 1, upload_kbps: 1 })
    ).body.id;
    foreign.networks = (
      await b.post('/api/crm/networks/', { name: 'B LAN', vlan_id: 100, subnet: '10.20.0.0/24' })
    ).body.id;
    foreign['external-ips'] = (await b.post('/api/crm/external-ips/', { address: '198.51.100.1' })).body.id;
    foreign.wireless = (
      await b.post('/api/crm/wireless/', { ssid: 'B-WiFi', security: 'wpa2-personal', passphrase: 'b-secret-123' })
    ).body.id;
    foreign.outlets = (await b.post('/api/crm/outlets/', { room_id: place.roomId, label: 'B-1' })).body.id;
    foreign.doorbells = (await b.post('/api/crm/doorbells/', { address_id: place.addressId, name: 'B door' })).body.id;
    foreign['doorbells/preset-messages'] = (
      await b.post('/api/crm/doorbells/preset-messages/', { text: 'B text' })
    ).body.id;
    for (const [name, id] of Object.entries(foreign)) if (!id) throw new Error(`fixture ${name} missing`);
  });
  afterAll(async () => t.close());
  const attacker = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
  const notFound = { status: 404, body: { detail: 'Not found.' } };

  it.each(collections)('GET, PATCH and DELETE /crm/%s/{id}/ of another customer answer 404', async (collection) => {
    const url = `/api/crm/${collection}/${foreign[collection]}/`;
    expect(await attacker().get(url)).toEqual(notFound);
    expect(await attacker().patch(url, {})).toEqual(notFound);
    expect(await attacker().del(url)).toEqual(notFound);
    expect((await t.client(t.world.staffB, t.world.customerB).get(url)).status).toBe(200);
  });

  it.each(collections)(
    "GET /crm/%s/ lists none of another customer's rows, and refuses its site",
    async (collection) => {
      const denied = { status: 403, body: { detail: 'You do not have access to this site' } };
      const byFilter = await attacker().get(`/api/crm/${collection}/?page_size=100&site_id=${t.world.siteB}`);
      const byHeader = await t
        .client(t.world.staffA, t.world.customerA, t.world.siteB)
        .get(`/api/crm/${collection}/?page_size=100`);
      if (customerWide.includes(collection)) {
        // Not kept per site: the site is not part of the question, the customer still is.
        for (const reply of [byFilter, byHeader])
          expect(reply.body.data.map((row: { id: number }) => row.id)).not.toContain(foreign[collection]);
      } else {
        expect(byFilter).toEqual(denied);
        expect(byHeader).toEqual(denied);
      }
      const unfiltered = await t.client(t.world.staffA, t.world.customerA).get(`/api/crm/${collection}/?page_size=100`);
      expect(unfiltered.status).toBe(200);
      expect(unfiltered.body.data.map((row: { id: number }) => row.id)).not.toContain(foreign[collection]);
    },
  );

  it.each(collections)(
    "GET /crm/%s/export/ exports none of another customer's rows, and refuses its site",
    async (c) => {
      const exportedIds = (text: string) =>
        text
          .split('\r\n')
          .slice(1, -1)
          .map((line) => Number(line.split(',')[0]));
      const byFilter = await attacker().download(`/api/crm/${c}/export/?site_id=${t.world.siteB}`);
      const byHeader = await t
        .client(t.world.staffA, t.world.customerA, t.world.siteB)
        .download(`/api/crm/${c}/export/`);
      if (customerWide.includes(c)) {
        for (const reply of [byFilter, byHeader]) expect(exportedIds(reply.text)).not.toContain(foreign[c]);
      } else {
        expect([byFilter.status, byHeader.status]).toEqual([403, 403]);
      }
      const unfiltered = await t.client(t.world.staffA, t.world.customerA).download(`/api/crm/${c}/export/`);
      expect(unfiltered.status).toBe(200);
      expect(exportedIds(unfiltered.text)).not.toContain(foreign[c]);
      const owner = await t.client(t.world.staffB, t.world.customerB).download(`/api/crm/${c}/export/`);
      expect(exportedIds(owner.text)).toContain(foreign[c]);
    },
  );

  it.each(collections)(
    'every /crm/%s/ call with X-Customer-ID of a customer the user is not in answers 403',
    async (collection) => {
      const intruder = t.client(t.world.staffA, t.world.customerB);
      const denied = { status: 403, body: { detail: 'You do not have access to this customer' } };
      expect(await intruder.get(`/api/crm/${collection}/`)).toEqual(denied);
      expect(await intruder.get(`/api/crm/${collection}/export/`)).toEqual(denied);
      expect(await intruder.post(`/api/crm/${collection}/`, {})).toEqual(denied);
      expect(await intruder.get(`/api/crm/${collection}/${foreign[collection]}/`)).toEqual(denied);
      expect(await intruder.patch(`/api/crm/${collection}/${foreign[collection]}/`, {})).toEqual(denied);
      expect(await intruder.del(`/api/crm/${collection}/${foreign[collection]}/`)).toEqual(denied);
      expect((await t.client(t.world.staffA, null).get(`/api/crm/${collection}/`)).body).toEqual({
        detail: 'X-Customer-ID header is required',
      });
    },
  );

  it('answers 403 on every other endpoint of the /crm tree for a customer the user is not in', async () => {
    const intruder = t.client(t.world.staffA, t.world.customerB);
    const denied = { status: 403, body: { detail: 'You do not have access to this customer' } };
    const calls: [string, string, object?][] = [
      ['GET', `/api/crm/rooms/${foreign.rooms}/occupancy/`],
      ['POST', `/api/crm/rooms/${foreign.rooms}/occupancy/`, { tenant_id: foreign.tenants }],
      ['PATCH', `/api/crm/rooms/occupancy/${foreign.occupancy}/`, { end_date: '2030-01-01' }],
      ['DELETE', `/api/crm/rooms/occupancy/${foreign.occupancy}/`],
      ['GET', `/api/crm/tenants/${foreign.tenants}/occupancy/`],
      ['GET', `/api/crm/wireless/${foreign.wireless}/credentials/`],
      ['POST', `/api/crm/wireless/${foreign.wireless}/credentials/reveal/`, {}],
      ['POST', `/api/crm/wireless/${foreign.wireless}/credentials/${foreign.tenants}/reveal/`, {}],
      ['POST', `/api/crm/wireless/${foreign.wireless}/credentials/${foreign.tenants}/regenerate/`, {}],
      ['DELETE', `/api/crm/wireless/${foreign.wireless}/credentials/${foreign.tenants}/`],
      ['GET', '/api/crm/networks/next-free/'],
      ['GET', '/api/crm/users/'],
      ['GET', '/api/crm/users/export/'],
      ['GET', '/api/crm/changes/export/'],
      ['GET', '/api/crm/sites/export/'],
      ['GET', `/api/crm/users/${t.world.staffB}/`],
      ['GET', '/api/crm/changes/'],
      ['GET', '/api/crm/sites/'],
      ['GET', `/api/crm/sites/${t.world.siteB}/`],
      ['GET', `/api/crm/sites/${t.world.siteB}/stats/`],
      ['GET', `/api/crm/sites/${t.world.siteB}/move-settings/`],
      ['PATCH', `/api/crm/sites/${t.world.siteB}/move-settings/`, { move_apply: 'off' }],
      ['GET', `/api/crm/sites/${t.world.siteB}/moves/`],
      ['PATCH', `/api/crm/sites/${t.world.siteB}/`, { name: 'Taken' }],
      ['DELETE', `/api/crm/sites/${t.world.siteB}/`],
      ['POST', '/api/crm/sites/', { name: 'Planted' }],
      ['POST', '/api/crm/doorbells/preset-messages/reorder/', { ids: [foreign['doorbells/preset-messages']] }],
      ['POST', `/api/crm/users/${t.world.staffB}/password/`, { new_password: 'taken over now' }],
    ];
    for (const [method, url, body] of calls) {
      const reply =
        method === 'GET'
          ? await intruder.get(url)
          : method === 'POST'
            ? await intruder.post(url, body)
            : method === 'PATCH'
              ? await intruder.patch(url, body)
              : await intruder.del(url);
      expect([method, url, reply]).toEqual([method, url, denied]);
    }
    // The customer's own view of the room shows its occupancy untouched.
    const owner = t.client(t.world.staffB, t.world.customerB);
    expect((await owner.get(`/api/crm/rooms/${foreign.rooms}/occupancy/`)).body.data).toHaveLength(1);
    expect((await owner.get(`/api/crm/sites/${t.world.siteB}/`)).body.name).toBe('Fjord Park');
  });

  it("answers 404 for the sub-resources of another customer's rooms, tenants and wireless", async () => {
    const api = attacker();
    expect(await api.get(`/api/crm/rooms/${foreign.rooms}/occupancy/`)).toEqual(notFound);
    expect(await api.post(`/api/crm/rooms/${foreign.rooms}/occupancy/`, { tenant_id: foreign.tenants })).toEqual(
      notFound,
    );
    expect(await api.patch(`/api/crm/rooms/occupancy/${foreign.occupancy}/`, { end_date: '2030-01-01' })).toEqual(
      notFound,
    );
    expect(await api.del(`/api/crm/rooms/occupancy/${foreign.occupancy}/`)).toEqual(notFound);
    expect(await api.get(`/api/crm/tenants/${foreign.tenants}/occupancy/`)).toEqual(notFound);
    expect(await api.get(`/api/crm/wireless/${foreign.wireless}/credentials/`)).toEqual(notFound);
    expect(await api.post(`/api/crm/wireless/${foreign.wireless}/credentials/reveal/`, {})).toEqual(notFound);
    const keyOf = `/api/crm/wireless/${foreign.wireless}/credentials/${foreign.tenants}`;
    expect(await api.post(`${keyOf}/reveal/`, {})).toEqual(notFound);
    expect(await api.post(`${keyOf}/regenerate/`, {})).toEqual(notFound);
    expect(await api.del(`${keyOf}/`)).toEqual(notFound);
    expect(await api.get(`/api/crm/sites/${t.world.siteB}/move-settings/`)).toEqual(notFound);
    expect(await api.patch(`/api/crm/sites/${t.world.siteB}/move-settings/`, { move_apply: 'off' })).toEqual(notFound);
    expect(await api.get(`/api/crm/sites/${t.world.siteB}/moves/`)).toEqual(notFound);
    const inForeignSite = t.client(t.world.staffA, t.world.customerA, t.world.siteB);
    expect((await inForeignSite.get('/api/crm/networks/next-free/')).status).toBe(403);
    expect(await api.get(`/api/crm/users/${t.world.staffB}/`)).toEqual(notFound);
    expect((await api.get(`/api/crm/customers/${t.world.customerB}/`)).status).toBe(403);
    expect((await api.get('/api/crm/users/')).body.data.map((u: { email: string }) => u.email)).toEqual([
      'anna@acme.test',
    ]);
  });

  it("resets no password of another customer's user, and shows lockouts, client errors and metrics to superusers only", async () => {
    const reset = { new_password: 'taken over now' };
    // Even a superuser resets only users of the customer it names.
    const superuserInA = t.client(t.world.admin, t.world.customerA);
    expect(await superuserInA.post(`/api/crm/users/${t.world.staffB}/password/`, reset)).toEqual(notFound);
    expect(await attacker().post(`/api/crm/users/${t.world.staffB}/password/`, reset)).toEqual({
      status: 403,
      body: { detail: "Only a superuser can reset another user's password." },
    });
    const staffOnly = { status: 403, body: { detail: 'Only a superuser can see or clear sign-in lockouts.' } };
    expect(await attacker().get('/api/auth/lockouts/?email=bjorn@borealis.test')).toEqual(staffOnly);
    expect(await attacker().del('/api/auth/lockouts/?email=bjorn@borealis.test')).toEqual(staffOnly);
    // What browsers report (any customer's users) is for superusers alone.
    const telemetryOnly = {
      status: 403,
      body: { detail: 'Only a superuser can read the metrics and the reported errors.' },
    };
    expect(await attacker().get('/api/client-errors/')).toEqual(telemetryOnly);
    expect((await attacker().get('/api/metrics/')).status).toBe(403);
    // The scrape endpoint takes only its token: a customer's staff (or a superuser) signed in gets 401.
    expect(await attacker().get('/metrics')).toEqual({
      status: 401,
      body: { detail: 'A scrape of the metrics needs the bearer token METRICS_TOKEN.' },
    });
    expect((await t.client(t.world.admin, null).get('/metrics')).status).toBe(401);
    // Their own password needs their current one; the tokens the world signs have none to give.
    const own = await attacker().post('/api/crm/users/me/password/', {
      current_password: 'x',
      new_password: 'taken over now',
    });
    expect(own.status).toBe(400);
    expect((await t.client(t.world.staffB, t.world.customerB).get('/api/crm/users/me/')).status).toBe(200);
  });

  it("lists on /api/health/ the routers of the active customer only, never another customer's", async () => {
    const adminInB = t.client(t.world.admin, t.world.customerB, t.world.siteB);
    const router = { identity: 'b-gw', site_id: t.world.siteB, ip_address: '127.0.0.1', api_port: 1 };
    const created = await adminInB.post('/api/mikrotik/devices/', router);
    expect(created.status).toBe(201);
    // Health watches configured routers only (a password it cannot read makes it "down", still listed).
    await t.db
      .update(mikrotikDevices)
      .set({ isNewDevice: false, loginUsername: 'admin', loginPassword: 'unreadable' })
      .where(eq(mikrotikDevices.id, created.body.id));
    await t.app.realtime.health.checkRouters();
    const routersSeenBy = async (api: ReturnType<typeof attacker>) =>
      JSON.stringify([(await api.get('/api/health/')).body.customer_services]);
    expect(await routersSeenBy(adminInB)).toContain('b-gw');
    // Staff of A naming B, and a superuser working in A, see nothing of B's routers.
    expect(await routersSeenBy(t.client(t.world.staffA, t.world.customerB))).not.toContain('b-gw');
    expect(await routersSeenBy(t.client(t.world.admin, t.world.customerA))).not.toContain('b-gw');
  });

  it("refuses to link another customer's objects into a new one and creates nothing", async () => {
    const api = attacker();
    const own = await createRoom(api, t.world.siteA1);
    const attempts: [string, object][] = [
      ['floors', { address_id: foreign.addresses, name: 'x' }],
      ['rooms', { floor_id: foreign.floors, name: 'x' }],
      ['outlets', { room_id: foreign.rooms, label: 'x' }],
      ['outlets', { room_id: own.roomId, label: 'x', network_id: foreign.networks }],
      ['networks', { name: 'x', vlan_id: 150, subnet: '10.20.150.0/24', tenant_id: foreign.tenants }],
      [
        'networks',
        { name: 'x', vlan_id: 151, subnet: '10.20.151.0/24', speed_limit_id: foreign['networks/speedlimits'] },
      ],
      ['external-ips', { address: '192.0.2.1', tenant_id: foreign.tenants }],
      ['wireless', { ssid: 'x', security: 'open', network_id: foreign.networks }],
      ['doorbells', { address_id: foreign.addresses, name: 'x' }],
      ['doorbells', { address_id: own.addressId, name: 'x', tenant_ids: [foreign.tenants] }],
      ['addresses', { site_id: t.world.siteB, street: 'x' }],
    ];
    for (const [collection, body] of attempts) {
      const reply = await api.post(`/api/crm/${collection}/`, body);
      expect([collection, reply.status]).toEqual([collection, 400]);
    }
    expect((await api.post(`/api/crm/rooms/${own.roomId}/occupancy/`, { tenant_id: foreign.tenants })).status).toBe(
      400,
    );
    expect(
      (await api.get('/api/crm/changes/?page_size=100')).body.data.filter(
        (c: { action: string }) => c.action === 'create',
      ),
    ).toHaveLength(3);
  });

  it("refuses a preset message order naming another customer's message and changes nothing", async () => {
    const api = attacker();
    const own = (await api.post('/api/crm/doorbells/preset-messages/', { text: 'A text' })).body.id;
    const foreignId = foreign['doorbells/preset-messages'];
    for (const ids of [[foreignId], [own, foreignId], [foreignId, own]]) {
      const reply = await api.post('/api/crm/doorbells/preset-messages/reorder/', { ids });
      expect(reply.status).toBe(400);
    }
    const owner = t.client(t.world.staffB, t.world.customerB);
    expect((await owner.get(`/api/crm/doorbells/preset-messages/${foreignId}/`)).body.position).toBe(0);
  });

  it('shows no alert, maintenance window or alert setting of another customer, and changes none', async () => {
    const b = t.client(t.world.staffB, t.world.customerB);
    const future = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const window = await b.post('/api/crm/maintenance-windows/', {
      site_id: t.world.siteB,
      starts_at: future(0),
      ends_at: future(2),
      reason: 'B works',
    });
    expect(window.status).toBe(201);
    const affected = {
      site: { id: t.world.siteB, name: 'Fjord Park' },
      rooms: [],
      more_rooms: 0,
      tenants: [],
      more_tenants: 0,
    };
    await t.db.insert(alerts).values({
      customerId: t.world.customerB,
      siteId: t.world.siteB,
      kind: 'router_drifted',
      subject: 'device:999999',
      critical: false,
      summary: 'B router drifted',
      affected,
      since: new Date(),
      openedAt: new Date(),
    });
    const own = attacker();
    const listed = await own.get('/api/crm/alerts/');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain('B router drifted');
    expect((await own.get(`/api/crm/alerts/?site_id=${t.world.siteB}`)).body).toEqual({
      data: [],
      total: 0,
      silenced_by: [],
    });
    expect((await own.get(`/api/crm/maintenance-windows/?site_id=${t.world.siteB}`)).body).toEqual({
      data: [],
      total: 0,
    });
    expect(await own.del(`/api/crm/maintenance-windows/${window.body.id}/`)).toEqual(notFound);
    expect(await own.get(`/api/crm/sites/${t.world.siteB}/alert-settings/`)).toEqual(notFound);
    expect(await own.patch(`/api/crm/sites/${t.world.siteB}/alert-settings/`, { grace_seconds: 0 })).toEqual(notFound);
    const planted = await own.post('/api/crm/maintenance-windows/', {
      site_id: t.world.siteB,
      starts_at: future(0),
      ends_at: future(1),
    });
    expect(planted).toMatchObject({ status: 400, body: { detail: [{ loc: ['body', 'site_id'] }] } });
    const intruder = t.client(t.world.staffA, t.world.customerB);
    const denied = { status: 403, body: { detail: 'You do not have access to this customer' } };
    expect(await intruder.get('/api/crm/alerts/')).toEqual(denied);
    expect(await intruder.get('/api/crm/maintenance-windows/')).toEqual(denied);
    expect(
      await intruder.post('/api/crm/maintenance-windows/', {
        site_id: t.world.siteB,
        starts_at: future(0),
        ends_at: future(1),
      }),
    ).toEqual(denied);
    expect(await intruder.del(`/api/crm/maintenance-windows/${window.body.id}/`)).toEqual(denied);
    expect(await intruder.get(`/api/crm/sites/${t.world.siteB}/alert-settings/`)).toEqual(denied);
    expect(await intruder.patch(`/api/crm/sites/${t.world.siteB}/alert-settings/`, { grace_seconds: 0 })).toEqual(
      denied,
    );
    // B still sees its own, unchanged.
    expect((await b.get('/api/crm/maintenance-windows/')).body.data).toEqual([
      expect.objectContaining({ id: window.body.id }),
    ]);
    expect((await b.get(`/api/crm/sites/${t.world.siteB}/alert-settings/`)).body).toEqual({ grace_seconds: 60 });
    expect((await b.get('/api/crm/alerts/?status=open')).body.data).toEqual([
      expect.objectContaining({ summary: 'B router drifted' }),
    ]);
  });

  it("leaves the other customer's objects untouched", async () => {
    const owner = t.client(t.world.staffB, t.world.customerB);
    expect((await owner.get(`/api/crm/networks/${foreign.networks}/`)).body.name).toBe('B LAN');
    expect(
      (await owner.get('/api/crm/changes/?page_size=100')).body.data.filter(
        (c: { action: string }) => c.action !== 'create',
      ),
    ).toEqual([]);
  });
});
