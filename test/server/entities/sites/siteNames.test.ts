import { startTestServer, type TestServer } from '../../../support/serverHarness';
import { FJORDGARDEN, NORDLYS, customerIdByName, insertEmptySite, sitesOf } from '../../../support/serverFixtures';
import { sites } from '../../../../server/src/db/schema';

/** Site names are unique in a customer, ignoring case and surrounding spaces. */
describe('site names', () => {
  let t: TestServer;
  let nordlys: number;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer();
    nordlys = await customerIdByName(t.db, NORDLYS);
    headers = await t.headersFor('staff@example.com', nordlys);
  });
  afterAll(() => t.close());

  const taken = { detail: [{ loc: ['body', 'name'], msg: 'A site with this name already exists' }] };
  const create = (payload: object, as = headers) =>
    t.request({ method: 'POST', url: '/api/crm/sites/', headers: as, payload });
  const rename = (id: number, name: string) =>
    t.request({ method: 'PATCH', url: `/api/crm/sites/${id}/`, headers, payload: { name } });

  it('refuses a new site named like another of the customer, whatever the case and spaces', async () => {
    const [existing] = await sitesOf(t.db, nordlys);
    for (const name of [existing.name, `  ${existing.name.toUpperCase()} `, existing.name.toLowerCase()]) {
      const reply = await create({ name });
      expect(reply).toMatchObject({ status: 400, body: taken });
    }
    expect((await sitesOf(t.db, nordlys)).filter((site) => site.name === existing.name)).toHaveLength(1);
  });

  it('refuses renaming a site to the name of another, and lets a site keep or re-case its own', async () => {
    const [existing] = await sitesOf(t.db, nordlys);
    const id = await insertEmptySite(t.db, nordlys, 'Rename me');
    expect(await rename(id, ` ${existing.name} `)).toMatchObject({ status: 400, body: taken });
    expect(await rename(id, 'RENAME ME')).toMatchObject({ status: 200, body: { name: 'RENAME ME' } });
    expect(await rename(id, 'Rename me')).toMatchObject({ status: 200, body: { name: 'Rename me' } });
  });

  it('accepts the same name in another customer', async () => {
    const [existing] = await sitesOf(t.db, nordlys);
    const other = await customerIdByName(t.db, FJORDGARDEN);
    const admin = await t.headersFor('admin@example.com', other);
    const reply = await create({ name: existing.name }, admin);
    expect(reply).toMatchObject({ status: 201, body: { name: existing.name, customer_id: other } });
  });

  it('is guarded by the database too, for writes racing past the check', async () => {
    const [existing] = await sitesOf(t.db, nordlys);
    await expect(
      t.db.insert(sites).values({ customerId: nordlys, name: ` ${existing.name.toUpperCase()}` }),
    ).rejects.toThrow();
  });
});
