import { startTestServer, type TestServer } from '../../../support/serverHarness';
import { FJORDGARDEN, NORDLYS, customerIdByName, sitesOf } from '../../../support/serverFixtures';

describe('customer routes', () => {
  let t: TestServer;
  let nordlys: number;
  beforeAll(async () => {
    t = await startTestServer();
    nordlys = await customerIdByName(t.db, NORDLYS);
  });
  afterAll(() => t.close());

  const as = async (email: string, method: 'GET' | 'PUT', url: string) =>
    t.request({ method, url, headers: await t.headersFor(email) });

  it('lists every customer by name for the superuser, some with logo URLs and some without', async () => {
    const reply = await as('admin@example.com', 'GET', '/api/crm/customers/');
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBeGreaterThanOrEqual(3);
    expect(reply.body.data.map((c: { name: string }) => c.name)).toEqual(
      [...reply.body.data.map((c: { name: string }) => c.name)].sort(),
    );
    const logos = reply.body.data.map((c: { logo: string | null }) => c.logo);
    expect(logos.some((logo: string | null) => logo === null)).toBe(true);
    const withLogo = logos.find((logo: string | null) => logo !== null);
    const image = await t.app.inject({ method: 'GET', url: withLogo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
  });

  it('lists exactly the one customer of the staff demo user', async () => {
    const reply = await as('staff@example.com', 'GET', '/api/crm/customers/');
    expect(reply.body).toEqual({
      data: [{ id: nordlys, name: NORDLYS, logo: expect.stringMatching(/^\/api\/media\//) }],
      total: 1,
    });
  });

  it("finds customers by a part of their name, among the user's own only", async () => {
    const names = async (email: string, search: string) =>
      (await as(email, 'GET', `/api/crm/customers/?search=${encodeURIComponent(search)}`)).body.data.map(
        (c: { name: string }) => c.name,
      );
    expect(await names('admin@example.com', 'fjordg')).toEqual([FJORDGARDEN]);
    expect(await names('staff@example.com', 'nordlys')).toEqual([NORDLYS]);
    expect(await names('staff@example.com', 'fjordg')).toEqual([]);
  });

  it('counts sites, buildings, floors, rooms, tenants and members of a customer', async () => {
    const reply = await as('staff@example.com', 'GET', `/api/crm/customers/${nordlys}/stats/`);
    expect(reply.status).toBe(200);
    expect(reply.body.site_count).toBe((await sitesOf(t.db, nordlys)).length);
    expect(reply.body).toMatchObject({ address_count: 5, user_count: 4 });
    expect(reply.body.room_count).toBeGreaterThan(reply.body.floor_count);
    expect(reply.body.tenant_count).toBeGreaterThan(0);
    const other = await as(
      'admin@example.com',
      'GET',
      `/api/crm/customers/${await customerIdByName(t.db, FJORDGARDEN)}/stats/`,
    );
    expect(other.body.site_count).toBe(2);
  });

  it('activates a customer, remembers it for the user and returns the last site only if it belongs to it', async () => {
    const fjordgarden = await customerIdByName(t.db, FJORDGARDEN);
    const [nordlysSite] = await sitesOf(t.db, nordlys);
    const headers = await t.headersFor('admin@example.com', nordlys);
    await t.request({ method: 'PUT', url: `/api/crm/sites/active/${nordlysSite.id}/`, headers });
    const other = await as('admin@example.com', 'PUT', `/api/crm/customers/active/${fjordgarden}/`);
    expect(other.body).toEqual({
      id: fjordgarden,
      name: FJORDGARDEN,
      logo: expect.any(String),
      last_active_site: null,
    });
    expect((await as('admin@example.com', 'GET', '/api/crm/users/me/')).body.last_active_customer).toBe(fjordgarden);
    const back = await as('admin@example.com', 'PUT', `/api/crm/customers/active/${nordlys}/`);
    expect(back.body.last_active_site).toBe(nordlysSite.id);
  });
});
