import type { FastifyInstance } from 'fastify';
import * as customerAccess from '../../../server/src/access/customerAccess';
import { customerScope } from '../../../server/src/access/scope';
import { startTestServer, type TestServer } from '../../support/serverHarness';
import { FJORDGARDEN, NORDLYS, customerIdByName, sitesOf } from '../../support/serverFixtures';

/** A probe route declaring `config: { tenancy: 'site' }`, behind the same hooks as /api/crm. */
async function registerProbe(app: FastifyInstance) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', app.authenticate);
    scope.addHook('onRequest', app.enforceTenancy);
    scope.get('/probe/', { config: { tenancy: 'site' } }, async (request) => {
      const { customerId, siteId } = customerScope(request);
      return { customerId, siteId };
    });
  });
}

/** Routes that declare `config: { tenancy: 'site' }` also get a verified X-Site-ID. */
describe('tenancy for site-scoped routes', () => {
  let t: TestServer;
  let headers: Record<string, string>;
  let ownSite: number;
  let foreignSite: number;

  beforeAll(async () => {
    t = await startTestServer({ extend: registerProbe });
    const nordlys = await customerIdByName(t.db, NORDLYS);
    headers = await t.headersFor('staff@example.com', nordlys);
    ownSite = (await sitesOf(t.db, nordlys))[0].id;
    foreignSite = (await sitesOf(t.db, await customerIdByName(t.db, FJORDGARDEN)))[0].id;
  });
  afterAll(async () => t.close());

  const probe = async (extra: Record<string, string>) =>
    t.request({ method: 'GET', url: '/probe/', headers: { ...headers, ...extra } });

  it('passes the verified customer and site to the handler', async () => {
    const reply = await probe({ 'x-site-id': String(ownSite) });
    expect(reply.status).toBe(200);
    expect(reply.body.siteId).toBe(ownSite);
  });

  it('requires X-Site-ID', async () => {
    expect(await probe({})).toMatchObject({ status: 400, body: { detail: 'X-Site-ID header is required' } });
  });

  it('refuses a site of another customer', async () => {
    expect(await probe({ 'x-site-id': String(foreignSite) })).toMatchObject({
      status: 403,
      body: { detail: 'You do not have access to this site' },
    });
  });

  it('answers the customer and site checks from the lookup of the user, without a query each', async () => {
    const customerQuery = jest.spyOn(customerAccess, 'hasCustomerAccess');
    const siteQuery = jest.spyOn(customerAccess, 'siteInCustomer');
    try {
      expect((await probe({ 'x-site-id': String(ownSite) })).status).toBe(200);
      expect((await probe({ 'x-site-id': String(foreignSite) })).status).toBe(403);
      expect(customerQuery).not.toHaveBeenCalled();
      expect(siteQuery).not.toHaveBeenCalled();
    } finally {
      customerQuery.mockRestore();
      siteQuery.mockRestore();
    }
  });
});
