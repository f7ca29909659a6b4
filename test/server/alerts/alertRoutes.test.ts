/** @jest-environment ./test/support/serverEnvironment.ts */
import { eq } from 'drizzle-orm';
import { maintenanceWindows, outletPortChanges, outlets, sites } from '../../../server/src/db/schema';
import { pruneHistory } from '../../../server/src/alerts/historyPrune';
import { siteNamed, GRUNERLOKKA } from '../../support/serverDevices';
import { startTestServer, type TestServer } from '../../support/serverHarness';

describe('alert routes refuse bad input and change nothing', () => {
  let t: TestServer;
  let site: { id: number; customerId: number };
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer();
    site = await siteNamed(t.db, GRUNERLOKKA);
    headers = await t.headersFor('staff@example.com', site.customerId);
  });
  afterAll(() => t.close());

  const post = (payload: object) =>
    t.request({ method: 'POST', url: '/api/crm/maintenance-windows/', headers, payload });
  const windowCount = async () => (await t.db.select().from(maintenanceWindows)).length;
  const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

  it.each([
    [
      'an end before the start',
      { starts_at: soon(2), ends_at: soon(1) },
      'ends_at',
      'The window must end after it starts.',
    ],
    [
      'more than 31 days',
      { starts_at: soon(0), ends_at: soon(32 * 24) },
      'ends_at',
      'A maintenance window lasts at most 31 days.',
    ],
    [
      'a router of another site',
      { starts_at: soon(0), ends_at: soon(1), device_id: 999_999 },
      'device_id',
      'No such router at this site.',
    ],
  ])('refuses a maintenance window with %s (400 naming the field)', async (_what, fields, field, message) => {
    const reply = await post({ site_id: site.id, ...fields });
    expect(reply.status).toBe(400);
    expect(reply.body.detail).toEqual([{ loc: ['body', field], msg: message }]);
    expect(await windowCount()).toBe(0);
  });

  it('refuses a window without times or with a bad date, and bad list filters', async () => {
    expect((await post({ site_id: site.id })).status).toBe(400);
    expect((await post({ site_id: site.id, starts_at: 'tomorrow', ends_at: soon(1) })).status).toBe(400);
    expect(await windowCount()).toBe(0);
    for (const query of ['status=maybe', 'kind=fire', 'site_id=abc', 'page_size=1000'])
      expect((await t.request({ method: 'GET', url: `/api/crm/alerts/?${query}`, headers })).status).toBe(400);
  });

  it("refuses a grace period out of range and keeps the site's", async () => {
    const url = `/api/crm/sites/${site.id}/alert-settings/`;
    for (const grace_seconds of [-1, 3601, 'soon'])
      expect((await t.request({ method: 'PATCH', url, headers, payload: { grace_seconds } })).status).toBe(400);
    expect((await t.request({ method: 'GET', url, headers })).body).toEqual({ grace_seconds: 60 });
    const [row] = await t.db.select().from(sites).where(eq(sites.id, site.id));
    expect(row.alertGraceSeconds).toBe(60);
  });

  it('adds and removes a window; removing it twice is a 404', async () => {
    const created = await post({ site_id: site.id, starts_at: soon(0), ends_at: soon(1), reason: '  Works  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ site_id: site.id, device_id: null, reason: 'Works', active: true });
    const url = `/api/crm/maintenance-windows/${created.body.id}/`;
    expect((await t.request({ method: 'DELETE', url, headers })).status).toBe(204);
    expect((await t.request({ method: 'DELETE', url, headers })).status).toBe(404);
    expect(await windowCount()).toBe(0);
  });

  it('prunes history older than the retention but keeps each subject’s latest state', async () => {
    const [outlet] = await t.db.select().from(outlets).where(eq(outlets.siteId, site.id)).limit(1);
    const old = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.db.insert(outletPortChanges).values([
      { outletId: outlet.id, at: old(40), up: true },
      { outletId: outlet.id, at: old(35), up: false },
    ]);
    const pruned = await pruneHistory(t.db, new Date(), 30);
    expect(pruned.port_changes).toBe(1);
    const left = await t.db.select().from(outletPortChanges).where(eq(outletPortChanges.outletId, outlet.id));
    expect(left.map((row) => row.up)).toEqual([false]);
  });
});
