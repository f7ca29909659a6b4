/** @jest-environment ./test/support/serverEnvironment.ts */
import { eq } from 'drizzle-orm';
import { alerts, mikrotikDevices, notificationDeliveries } from '../../../server/src/db/schema';
import { entityCollections, startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, createTenant } from '../../support/serverBuilding';
import { dryRunOf, importer } from '../../support/serverImports';

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
    // Names only customer B has: a by-name reference to them from A must find nothing.
    const place = await createRoom(b, t.world.siteB, { street: 'Bakgata', floor: 'B floor', room: 'B0101' });
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
      ['POST', `/api/crm/rooms/${foreign.rooms}/move-in/`, { tenant_name: 'Planted', start_date: '2030-01-01' }],
      ['GET', `/api/crm/rooms/occupancy/${foreign.occupancy}/move-out-preview/?end_date=2030-01-01`],
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
      ['GET', '/api/crm/occupancy-history/'],
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
    const before = (await api.get('/api/crm/changes/?page_size=1')).body.total;
    expect(
      await api.post(`/api/crm/rooms/${foreign.rooms}/move-in/`, { tenant_name: 'Planted', start_date: '2030-01-01' }),
    ).toEqual(notFound);
    expect(
      await api.post(`/api/crm/rooms/${foreign.rooms}/move-in/`, {
        tenant_id: foreign.tenants,
        start_date: '2030-01-01',
      }),
    ).toEqual(notFound);
    expect((await api.get('/api/crm/changes/?page_size=1')).body.total).toBe(before);
    expect(
      await api.get(`/api/crm/rooms/occupancy/${foreign.occupancy}/move-out-preview/?end_date=2030-01-01`),
    ).toEqual(notFound);
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
      (
        await api.post(`/api/crm/rooms/${own.roomId}/move-in/`, {
          tenant_id: foreign.tenants,
          start_date: '2030-01-01',
        })
      ).status,
    ).toBe(400);
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

  it('shows no saved view of another customer, even a shared one, and changes none', async () => {
    const b = t.client(t.world.staffB, t.world.customerB);
    const viewState = { filters: { floor_id: '1' }, search: '', sort: null, columns: {}, density: 'standard' };
    const shared = await b.post('/api/crm/saved-views/', {
      list: 'room',
      name: 'B shared',
      state: viewState,
      shared: true,
    });
    expect(shared.status).toBe(201);
    const url = `/api/crm/saved-views/${shared.body.id}/`;
    const api = attacker();
    const listed = await api.get('/api/crm/saved-views/?list=room');
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((view: { id: number }) => view.id)).not.toContain(shared.body.id);
    expect(await api.patch(url, { name: 'Taken' })).toEqual(notFound);
    expect(await api.del(url)).toEqual(notFound);
    // Naming customer B without being in it: refused before anything is read.
    const intruder = t.client(t.world.staffA, t.world.customerB);
    const denied = { status: 403, body: { detail: 'You do not have access to this customer' } };
    expect(await intruder.get('/api/crm/saved-views/?list=room')).toEqual(denied);
    expect(await intruder.post('/api/crm/saved-views/', { list: 'room', name: 'Planted', state: viewState })).toEqual(
      denied,
    );
    expect(await intruder.patch(url, { name: 'Taken' })).toEqual(denied);
    expect(await intruder.del(url)).toEqual(denied);
    const own = await b.get('/api/crm/saved-views/?list=room');
    expect(own.body.data.map((view: { name: string }) => view.name)).toEqual(['B shared']);
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
    expect(await own.patch(`/api/crm/maintenance-windows/${window.body.id}/`, { reason: 'A was here' })).toEqual(
      notFound,
    );
    const changesOfB = await own.get('/api/crm/changes/?object_type=maintenance_window');
    expect(JSON.stringify(changesOfB.body)).not.toContain('B works');
    expect(await own.get(`/api/crm/sites/${t.world.siteB}/alert-settings/`)).toEqual(notFound);
    expect(await own.get(`/api/crm/sites/${t.world.siteB}/monitoring-history/`)).toEqual(notFound);
    // The occupancy chart's read counts the asking customer's sites alone, whichever site X-Site-ID names.
    for (const asking of [own, t.client(t.world.staffA, t.world.customerA, t.world.siteB)]) {
      const occupancy = await asking.get('/api/crm/occupancy-history/');
      expect(occupancy.status).toBe(200);
      expect(occupancy.body.sites.map((site: { id: number }) => site.id).sort()).toEqual(
        [t.world.siteA1, t.world.siteA2].sort(),
      );
    }
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
    expect(await intruder.patch(`/api/crm/maintenance-windows/${window.body.id}/`, { reason: 'A' })).toEqual(denied);
    expect(await intruder.get(`/api/crm/sites/${t.world.siteB}/alert-settings/`)).toEqual(denied);
    expect(await intruder.get(`/api/crm/sites/${t.world.siteB}/monitoring-history/`)).toEqual(denied);
    expect(await intruder.patch(`/api/crm/sites/${t.world.siteB}/alert-settings/`, { grace_seconds: 0 })).toEqual(
      denied,
    );
    // B still sees its own, unchanged.
    expect((await b.get('/api/crm/maintenance-windows/')).body.data).toEqual([
      expect.objectContaining({ id: window.body.id, reason: 'B works' }),
    ]);
    expect((await b.get(`/api/crm/sites/${t.world.siteB}/alert-settings/`)).body).toEqual({ grace_seconds: 60 });
    expect((await b.get('/api/crm/occupancy-history/')).body.sites).toEqual([
      expect.objectContaining({ id: t.world.siteB, rooms: 1, occupied: expect.arrayContaining([1]) }),
    ]);
    expect((await b.get('/api/crm/alerts/?status=open')).body.data).toEqual([
      expect.objectContaining({ summary: 'B router drifted' }),
    ]);
  });

  it("notification settings refuse another customer's sites, and deliveries stay with their user and customer", async () => {
    const settings = '/api/crm/notifications/settings/';
    const own = attacker();
    expect(await own.put(settings, { email_enabled: false, kinds: ['port_down'], site_ids: [t.world.siteB] })).toEqual({
      status: 400,
      body: { detail: [{ loc: ['body', 'site_ids'], msg: `No such site in this customer: ${t.world.siteB}.` }] },
    });
    await t.db.insert(notificationDeliveries).values({
      customerId: t.world.customerB,
      userId: t.world.staffB,
      channel: 'webhook',
      alertIds: [],
      lastError: 'B delivery',
    });
    expect((await own.get('/api/crm/notifications/deliveries/')).body).toEqual({ data: [] });
    const root = t.client(t.world.admin, t.world.customerB);
    expect((await root.get('/api/crm/notifications/deliveries/')).body).toEqual({ data: [] });
    const denied = { status: 403, body: { detail: 'You do not have access to this customer' } };
    const intruder = t.client(t.world.staffA, t.world.customerB);
    expect(await intruder.get('/api/crm/notifications/deliveries/')).toEqual(denied);
    expect(await intruder.get(settings)).toEqual(denied);
    expect(await intruder.put(settings, { email_enabled: false, kinds: [] })).toEqual(denied);
    expect(await intruder.post(`${settings}test/`, {})).toEqual(denied);
    const b = t.client(t.world.staffB, t.world.customerB);
    expect((await b.get('/api/crm/notifications/deliveries/')).body.data).toEqual([
      expect.objectContaining({ last_error: 'B delivery' }),
    ]);
  });

  it("imports never read or touch another customer's rows, and its imports answer 404", async () => {
    const anna = importer(t.app, t.world.staffA, t.world.customerA, t.world.siteA1);
    const rooms = await dryRunOf(
      importer(t.app, t.world.staffA, t.world.customerA),
      'rooms',
      `id,address,floor,name\n${foreign.rooms},,,Taken\n,Bakgata 1,B floor,B0101\n,,${foreign.floors},H0102\n`,
    );
    expect(rooms.rows).toEqual([
      {
        line: 2,
        status: 'error',
        errors: [{ column: 'id', message: `Room ${foreign.rooms} does not exist in this customer` }],
      },
      {
        line: 3,
        status: 'error',
        errors: [
          { column: 'address', message: 'Address "Bakgata 1" does not exist in this customer' },
          { column: 'floor', message: 'Floor "B floor" does not exist in this customer' },
        ],
      },
      {
        line: 4,
        status: 'error',
        errors: [{ column: 'floor', message: `Floor ${foreign.floors} does not exist in this customer` }],
      },
    ]);
    const outlets = await dryRunOf(anna, 'outlets', `room,label,network\n${foreign.rooms},X-1,${foreign.networks}\n`);
    expect(outlets.rows[0].errors.map((error) => error.column)).toEqual(['room', 'network']);
    const networks = await dryRunOf(anna, 'networks', `id,name\n${foreign.networks},Taken\n`);
    expect(networks.counts).toEqual({ created: 0, updated: 0, unchanged: 0, error: 1 });
    await anna.commit('networks', networks.id);
    expect((await anna.committed('networks', networks.id)).counts).toEqual({ error: 1 });

    // Customer B's staff cannot see, check, commit or download A's import; A cannot send B's header.
    const bjorn = importer(t.app, t.world.staffB, t.world.customerB);
    const mine = (await anna.upload('rooms', 'name\nH9\n')).body.id;
    for (const reply of [
      await bjorn.state('rooms', mine),
      await bjorn.check('rooms', mine, { name: 'name' }),
      await bjorn.commit('rooms', mine),
      await bjorn.result('networks', networks.id),
    ])
      expect(reply.status).toBe(404);
    const intruder = importer(t.app, t.world.staffA, t.world.customerB);
    expect((await intruder.upload('rooms', 'name\nH9\n')).status).toBe(403);
    expect((await intruder.state('rooms', mine)).status).toBe(403);
  });

  it("bulk edits and deletes never read or touch another customer's rows, and its bulk edits answer 404", async () => {
    const anna = attacker();
    const finished = async (id: number) => {
      expect(typeof id).toBe('number');
      for (let i = 0; i < 400; i += 1) {
        const state = await anna.get(`/api/crm/bulk/${id}/`);
        if (['applied', 'failed'].includes(state.body.status)) return state.body;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('bulk edit did not finish');
    };
    const labels = { networks: 'Network', tenants: 'Tenant', rooms: 'Room', outlets: 'Outlet' } as const;
    for (const [entity, label] of Object.entries(labels)) {
      const id = foreign[entity];
      const preview = await anna.post(`/api/crm/bulk/${entity}/preview/`, { action: 'delete', ids: [id] });
      expect([entity, preview.status, preview.body]).toMatchObject([
        entity,
        200,
        {
          total: 1,
          changing: 0,
          skipped: 1,
          sample: [],
          errors: [{ id, message: `${label} ${id} does not exist in this customer` }],
        },
      ]);
      const started = await anna.post(`/api/crm/bulk/${entity}/`, { action: 'delete', ids: [id] });
      expect(started.status).toBe(202);
      expect((await finished(started.body.id)).counts).toEqual({ changed: 0, unchanged: 0, skipped: 1 });
    }
    // A filter matches A's rows only; a reference to B's speed limit is refused per row.
    const byFilter = await anna.post('/api/crm/bulk/networks/preview/', {
      filter: { search: 'B LAN' },
      set: { description: 'taken' },
    });
    expect(byFilter.body).toMatchObject({ total: 0, changing: 0 });
    const created = await anna.post('/api/crm/networks/', {
      name: 'A bulk LAN',
      vlan_id: 180,
      subnet: '10.20.180.0/24',
      gateway: '10.20.180.1',
    });
    expect(created.status).toBe(201);
    const mine = created.body.id as number;
    const speedLimit = foreign['networks/speedlimits'];
    const borrowed = await anna.post('/api/crm/bulk/networks/', { ids: [mine], set: { speed_limit_id: speedLimit } });
    expect((await finished(borrowed.body.id)).skipped).toEqual([
      { id: mine, message: `speed_limit_id: Speed limit ${speedLimit} does not exist in this customer` },
    ]);
    const edited = await anna.post('/api/crm/bulk/networks/', { ids: [mine], set: { description: 'bulk' } });
    expect((await finished(edited.body.id)).counts).toMatchObject({ changed: 1 });

    // Customer B's staff can neither read nor undo A's bulk edit; A cannot send B's header.
    const bjorn = t.client(t.world.staffB, t.world.customerB);
    expect(await bjorn.get(`/api/crm/bulk/${edited.body.id}/`)).toEqual(notFound);
    expect(await bjorn.post(`/api/crm/bulk/${edited.body.id}/undo/`, {})).toEqual(notFound);
    const intruder = t.client(t.world.staffA, t.world.customerB);
    const denied = { status: 403, body: { detail: 'You do not have access to this customer' } };
    expect(
      await intruder.post('/api/crm/bulk/networks/preview/', { ids: [foreign.networks], set: { name: 'x' } }),
    ).toEqual(denied);
    expect(await intruder.post('/api/crm/bulk/networks/', { action: 'delete', ids: [foreign.networks] })).toEqual(
      denied,
    );
    expect(await intruder.get(`/api/crm/bulk/${edited.body.id}/`)).toEqual(denied);
    expect(await intruder.post(`/api/crm/bulk/${edited.body.id}/undo/`, {})).toEqual(denied);
    // A's own undo still works: B's attempt changed nothing.
    expect((await anna.post(`/api/crm/bulk/${edited.body.id}/undo/`, {})).status).toBe(200);
    for (const entity of Object.keys(labels))
      expect((await bjorn.get(`/api/crm/${entity}/${foreign[entity]}/`)).status).toBe(200);
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
