import { startTestServer, type TestServer } from '../../../support/serverHarness';
import { NORDLYS, customerIdByName } from '../../../support/serverFixtures';

describe('site change history', () => {
  let t: TestServer;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer();
    headers = await t.headersFor('staff@example.com', await customerIdByName(t.db, NORDLYS));
  });
  afterAll(() => t.close());

  const changesOf = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/crm/changes/?object_type=site&object_id=${id}`, headers })).body
      .data as { action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];

  it('records create, update and delete of a site with the portal secret masked', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/crm/sites/',
      headers,
      payload: { name: 'History Hus', portal_secret: 'hunter2' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/crm/sites/${id}/`,
      headers,
      payload: { description: 'Now described', portal_secret: 'hunter3' },
    });
    expect(patched.status).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/crm/sites/${id}/`, headers })).status).toBe(204);

    const records = await changesOf(id);
    expect(records.map((record) => record.action).sort()).toEqual(['create', 'delete', 'update']);
    const update = records.find((record) => record.action === 'update')!;
    expect(update.before).toMatchObject({ description: null, portal_secret: '***' });
    expect(update.after).toMatchObject({ description: 'Now described', portal_secret: '***' });
    expect(JSON.stringify(records)).not.toMatch(/hunter/);
  });

  it('records nothing when a site write is refused', async () => {
    const total = async () =>
      (await t.request({ method: 'GET', url: '/api/crm/changes/?object_type=site', headers })).body.total as number;
    const before = await total();
    expect((await t.request({ method: 'POST', url: '/api/crm/sites/', headers, payload: { name: '' } })).status).toBe(
      400,
    );
    expect(await total()).toBe(before);
  });
});
