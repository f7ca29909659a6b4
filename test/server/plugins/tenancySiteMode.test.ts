import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { customerScope } from '../../../server/src/plugins/tenancy';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { openSeededTestDatabase } from '../../support/serverDatabase';
import { testConfig, toReply } from '../../support/serverHarness';
import { FJORDGARDEN, NORDLYS, customerIdByName, sitesOf } from '../../support/serverFixtures';

/** Routes that declare `config: { tenancy: 'site' }` also get a verified X-Site-ID. */
describe('tenancy for site-scoped routes', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let ownSite: number;
  let foreignSite: number;

  beforeAll(async () => {
    handle = await openSeededTestDatabase();
    app = await buildApp({ config: testConfig(), database: handle, logger: false });
    await app.register(async (scope) => {
      scope.addHook('onRequest', app.authenticate);
      scope.addHook('onRequest', app.enforceTenancy);
      scope.get('/probe/', { config: { tenancy: 'site' } }, async (request) => {
        const { customerId, siteId } = customerScope(request);
        return { customerId, siteId };
      });
    });
    await app.ready();
    const login = toReply(await app.inject({ method: 'POST', url: '/api/token/pair/', payload: { username: 'staff@example.com', password: 'staff123' } }));
    const nordlys = await customerIdByName(handle.db, NORDLYS);
    headers = { authorization: `Bearer ${login.body.access}`, 'x-customer-id': String(nordlys) };
    ownSite = (await sitesOf(handle.db, nordlys))[0].id;
    foreignSite = (await sitesOf(handle.db, await customerIdByName(handle.db, FJORDGARDEN)))[0].id;
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const probe = async (extra: Record<string, string>) => toReply(await app.inject({ method: 'GET', url: '/probe/', headers: { ...headers, ...extra } }));

  it('passes the verified customer and site to the handler', async () => {
    const reply = await probe({ 'x-site-id': String(ownSite) });
    expect(reply.status).toBe(200);
    expect(reply.body.siteId).toBe(ownSite);
  });

  it('requires X-Site-ID', async () => {
    expect(await probe({})).toMatchObject({ status: 400, body: { detail: 'X-Site-ID header is required' } });
  });

  it('refuses a site of another customer', async () => {
    expect(await probe({ 'x-site-id': String(foreignSite) })).toMatchObject({ status: 403, body: { detail: 'You do not have access to this site' } });
  });
});
