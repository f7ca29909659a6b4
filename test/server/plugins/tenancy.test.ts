import { eq } from 'drizzle-orm';
import { sites } from '../../../server/src/db/schema';
import { startTestServer, type TestServer } from '../../support/serverHarness';
import { FJORDGARDEN, NORDLYS, customerIdByName, sitesOf } from '../../support/serverFixtures';

/**
 * Staff of Nordlys (staff@example.com) against every endpoint of the foundation: another
 * customer's header gets 403, another customer's ids 404, and never any of its data.
 */
describe('tenancy', () => {
  let t: TestServer;
  let nordlys: number;
  let fjordgarden: number;
  let ownSite: number;
  let foreignSite: number;
  let foreignSiteName: string;

  beforeAll(async () => {
    t = await startTestServer();
    nordlys = await customerIdByName(t.db, NORDLYS);
    fjordgarden = await customerIdByName(t.db, FJORDGARDEN);
    ownSite = (await sitesOf(t.db, nordlys))[0].id;
    [{ id: foreignSite, name: foreignSiteName }] = await sitesOf(t.db, fjordgarden);
  });
  afterAll(() => t.close());

  type Call = {
    name: string;
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
    url: () => string;
    payload?: object;
  };
  const collectionCalls: Call[] = [
    { name: 'GET /sites/', method: 'GET', url: () => '/api/crm/sites/' },
    { name: 'POST /sites/', method: 'POST', url: () => '/api/crm/sites/', payload: { name: 'Intruder' } },
  ];
  const itemCalls: Call[] = [
    { name: 'GET /sites/{id}/', method: 'GET', url: () => `/api/crm/sites/${foreignSite}/` },
    {
      name: 'PATCH /sites/{id}/',
      method: 'PATCH',
      url: () => `/api/crm/sites/${foreignSite}/`,
      payload: { name: 'Hijacked' },
    },
    { name: 'DELETE /sites/{id}/', method: 'DELETE', url: () => `/api/crm/sites/${foreignSite}/` },
    { name: 'GET /sites/{id}/stats/', method: 'GET', url: () => `/api/crm/sites/${foreignSite}/stats/` },
    { name: 'PUT /sites/active/{id}/', method: 'PUT', url: () => `/api/crm/sites/active/${foreignSite}/` },
  ];

  it.each([...collectionCalls, ...itemCalls].map((call) => [call.name, call] as const))(
    '%s with X-Customer-ID of a customer the user is not in answers 403',
    async (_name, call) => {
      const headers = await t.headersFor('staff@example.com', fjordgarden);
      const reply = await t.request({ method: call.method, url: call.url(), headers, payload: call.payload });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ detail: 'You do not have access to this customer' });
    },
  );

  it.each(itemCalls.map((call) => [call.name, call] as const))(
    "%s with another customer's site id inside the own customer answers 404",
    async (_name, call) => {
      const headers = await t.headersFor('staff@example.com', nordlys);
      const reply = await t.request({ method: call.method, url: call.url(), headers, payload: call.payload });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ detail: 'Not found.' });
    },
  );

  it("leaves the other customer's site untouched after those attempts", async () => {
    const [row] = await t.db.select().from(sites).where(eq(sites.id, foreignSite));
    expect(row.name).toBe(foreignSiteName);
    expect(row.customerId).toBe(fjordgarden);
    const names = (await t.db.select({ name: sites.name }).from(sites)).map((site) => site.name);
    expect(names).not.toContain('Intruder');
    expect(names).not.toContain('Hijacked');
  });

  it("lists only the customer's own sites", async () => {
    const reply = await t.request({
      method: 'GET',
      url: '/api/crm/sites/?page_size=100',
      headers: await t.headersFor('staff@example.com', nordlys),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.length).toBeGreaterThan(0);
    expect(reply.body.data.every((site: { customer_id: number }) => site.customer_id === nordlys)).toBe(true);
    expect(reply.body.data.map((site: { id: number }) => site.id)).toContain(ownSite);
  });

  it('requires X-Customer-ID on customer-scoped routes and rejects malformed ids', async () => {
    const missing = await t.request({
      method: 'GET',
      url: '/api/crm/sites/',
      headers: await t.headersFor('staff@example.com'),
    });
    expect(missing).toMatchObject({ status: 400, body: { detail: 'X-Customer-ID header is required' } });
    const malformed = await t.request({
      method: 'GET',
      url: '/api/crm/sites/',
      headers: { ...(await t.headersFor('staff@example.com')), 'x-customer-id': 'abc' },
    });
    expect(malformed).toMatchObject({
      status: 400,
      body: { detail: [{ loc: ['header', 'X-Customer-ID'], msg: 'Must be a positive integer id' }] },
    });
  });

  it('rejects a malformed X-Site-ID where the route reads it, and ignores it where it does not', async () => {
    const headers = { ...(await t.headersFor('staff@example.com', nordlys)), 'x-site-id': '12x' };
    expect(await t.request({ method: 'GET', url: '/api/crm/rooms/', headers })).toMatchObject({
      status: 400,
      body: { detail: [{ loc: ['header', 'X-Site-ID'], msg: 'Must be a positive integer id' }] },
    });
    expect((await t.request({ method: 'GET', url: '/api/crm/customers/', headers })).status).toBe(200);
  });

  it('refuses stats of a customer the user is not in, and its activation', async () => {
    const headers = await t.headersFor('staff@example.com');
    const stats = await t.request({ method: 'GET', url: `/api/crm/customers/${fjordgarden}/stats/`, headers });
    expect(stats).toMatchObject({ status: 403, body: { detail: 'You do not have access to this customer' } });
    const activate = await t.request({ method: 'PUT', url: `/api/crm/customers/active/${fjordgarden}/`, headers });
    expect(activate).toMatchObject({
      status: 403,
      body: { detail: 'Selected customer is not available for this user' },
    });
    const unknown = await t.request({ method: 'PUT', url: '/api/crm/customers/active/99999/', headers });
    expect(unknown.status).toBe(403);
  });

  it('gives a user without customers an empty list and 403 everywhere inside a customer', async () => {
    const headers = await t.headersFor('nobody@example.com');
    expect((await t.request({ method: 'GET', url: '/api/crm/customers/', headers })).body).toEqual({
      data: [],
      total: 0,
    });
    const sitesReply = await t.request({
      method: 'GET',
      url: '/api/crm/sites/',
      headers: { ...headers, 'x-customer-id': String(nordlys) },
    });
    expect(sitesReply.status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/crm/users/me/', headers })).status).toBe(200);
  });

  it('lets a superuser work in every customer', async () => {
    const headers = await t.headersFor('admin@example.com', fjordgarden);
    const reply = await t.request({ method: 'GET', url: `/api/crm/sites/${foreignSite}/`, headers });
    expect(reply.status).toBe(200);
    expect(reply.body.name).toBe(foreignSiteName);
  });

  it('requires a login on every /crm route before looking at tenancy', async () => {
    const reply = await t.request({
      method: 'GET',
      url: '/api/crm/sites/',
      headers: { 'x-customer-id': String(nordlys) },
    });
    expect(reply.status).toBe(401);
  });
});
