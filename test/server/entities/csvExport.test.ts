/** @jest-environment ./test/support/serverEnvironment.ts */
import { csvObjects } from '../../support/csvRecords';
import { startEntityApp, type ApiClient, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, createTenant } from '../../support/serverBuilding';

type Item = Record<string, unknown>;

/** Every row of a list call, page by page, as the JSON list answers them. */
async function allListed(api: ApiClient, url: string): Promise<{ total: number; rows: Item[] }> {
  const rows: Item[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await api.get(`${url}${url.includes('?') ? '&' : '?'}page_size=100&page=${page}`);
    expect(reply.status).toBe(200);
    rows.push(...reply.body.data);
    if (rows.length >= reply.body.total || reply.body.data.length === 0) return { total: reply.body.total, rows };
  }
}

/** A list item's value as its CSV cell should read (the documented rules, spelled out independently). */
function asCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'name' in value) return asCell(value.name);
  const text = String(value);
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const today = () => {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};

describe('CSV export of the lists (GET <collection>export/)', () => {
  let t: EntityTestApp;
  let place: { addressId: number; floorId: number; roomId: number };
  beforeAll(async () => {
    t = await startEntityApp();
    const api = t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
    place = await createRoom(api, t.world.siteA1, { street: 'Æsirgata', floor: 'Første etasje', room: 'H0101' });
    for (const name of ['H0102', 'Kari "K" sin stue', 'Lager, kjeller', 'Linje 1\nLinje 2', '=HYPERLINK("x")'])
      expect((await api.post('/api/crm/rooms/', { floor_id: place.floorId, name })).status).toBe(201);
    for (const name of ['+4712345678', '-1', '@SUM(A1)', 'Ærlig Øystein Åsen'])
      expect((await api.post('/api/crm/rooms/', { floor_id: place.floorId, name })).status).toBe(201);
    await createRoom(api, t.world.siteA1, { street: 'Bygata', floor: 'Loft', room: 'H0101' });
    await createRoom(api, t.world.siteA2, { street: 'Sidegata', room: 'S0001' });
    const tenant = await createTenant(api, t.world.siteA1, 'Nora Nilsen');
    await api.post(`/api/crm/rooms/${place.roomId}/occupancy/`, { tenant_id: tenant, start_date: '2020-01-01' });
    const b = t.client(t.world.staffB, t.world.customerB, t.world.siteB);
    await createRoom(b, t.world.siteB, { street: 'Fremmedgata', room: 'B-secret-room' });
  });
  afterAll(async () => t.close());
  const apiA = (siteId: number | null = t.world.siteA1) => t.client(t.world.staffA, t.world.customerA, siteId);

  it('answers a CSV file of every row the list has, with its fields as columns', async () => {
    const reply = await apiA().download('/api/crm/rooms/export/');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="rooms-${today()}.csv"`);
    expect(reply.text.startsWith('\uFEFFid,site_id,address_id,address,floor_id,floor,name,kind,')).toBe(true);
    const listed = await allListed(apiA(), '/api/crm/rooms/');
    expect(reply.headers['x-total-count']).toBe(String(listed.total));
    const { columns, rows } = csvObjects(reply.text);
    expect(columns).toEqual([
      ...['id', 'site_id', 'address_id', 'address', 'floor_id', 'floor', 'name', 'kind'],
      ...['current_tenant_id', 'current_tenant_name', 'created_at', 'modified_at'],
    ]);
    expect(rows).toEqual(listed.rows.map((item) => Object.fromEntries(columns.map((c) => [c, asCell(item[c])]))));
    expect(rows.find((row) => row.id === String(place.roomId))).toMatchObject({
      address: 'Æsirgata 1',
      floor: 'Første etasje',
      current_tenant_name: 'Nora Nilsen',
    });
  });

  it("keeps the list's filters, search and ordering", async () => {
    const query = `?floor_id=${place.floorId}&ordering=-name&search=a`;
    const reply = await apiA().download(`/api/crm/rooms/export/${query}`);
    const listed = await allListed(apiA(), `/api/crm/rooms/${query}`);
    expect(listed.total).toBeGreaterThan(2);
    expect(reply.headers['x-total-count']).toBe(String(listed.total));
    expect(csvObjects(reply.text).rows.map((row) => row.id)).toEqual(listed.rows.map((row) => String(row.id)));
    const paged = await apiA().download(`/api/crm/rooms/export/${query}&page=2&page_size=1`);
    expect(paged.text).toBe(reply.text); // paging a list's URL carries is ignored: every row is exported
    const bySite = await apiA().download(`/api/crm/rooms/export/?site_id=${t.world.siteA2}`);
    expect(csvObjects(bySite.text).rows.map((row) => row.name)).toEqual(['S0001']);
    const everySite = await apiA(null).download('/api/crm/floors/export/?ordering=-address');
    const floors = await allListed(apiA(null), '/api/crm/floors/?ordering=-address');
    expect(floors.rows.map((row) => row.id)).toHaveLength(3);
    expect(csvObjects(everySite.text).rows.map((row) => row.id)).toEqual(floors.rows.map((row) => String(row.id)));
  });

  it('quotes commas, quotes and line breaks, and defuses what a spreadsheet would run as a formula', async () => {
    const { text } = await apiA().download(`/api/crm/rooms/export/?floor_id=${place.floorId}&ordering=name`);
    const names = text.split('\r\n').map((line) => line.split(',').slice(6, -5).join(','));
    expect(names).toEqual(
      expect.arrayContaining([
        `"Kari ""K"" sin stue"`,
        `"Lager, kjeller"`,
        `"Linje 1\nLinje 2"`,
        `"'=HYPERLINK(""x"")"`,
        `'+4712345678`,
        `'-1`,
        `'@SUM(A1)`,
        `Ærlig Øystein Åsen`,
      ]),
    );
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("never exports another customer's rows, nor secrets", async () => {
    const own = await apiA(null).download('/api/crm/rooms/export/');
    expect(own.text).not.toContain('B-secret-room');
    expect(csvObjects(own.text).rows).toHaveLength(12);
    const denied = { status: 403, body: { detail: 'You do not have access to this site' } };
    expect(await apiA().get(`/api/crm/rooms/export/?site_id=${t.world.siteB}`)).toEqual(denied);
    expect(await apiA(t.world.siteB).get('/api/crm/rooms/export/')).toEqual(denied);
    const intruder = t.client(t.world.staffA, t.world.customerB);
    expect((await intruder.get('/api/crm/rooms/export/')).status).toBe(403);
    const wifi = { ssid: 'Gjest', security: 'wpa2-personal', passphrase: 'hemmelig-123' };
    expect((await apiA().post('/api/crm/wireless/', wifi)).status).toBe(201);
    const wireless = await apiA().download('/api/crm/wireless/export/');
    expect(csvObjects(wireless.text).columns).not.toContain('passphrase');
    expect(wireless.text).not.toContain('hemmelig-123');
    const changes = await apiA().download('/api/crm/changes/export/?object_type=wireless');
    const [created] = csvObjects(changes.text).rows;
    expect(JSON.parse(created.after)).toMatchObject({ ssid: 'Gjest', passphrase: '***' });
    expect(csvObjects((await apiA().download('/api/crm/sites/export/')).text).columns).not.toContain('portal_secret');
  });

  it('answers 400 for a malformed filter or ordering and 401 without a token', async () => {
    const badFilter = await apiA().get('/api/crm/rooms/export/?floor_id=first');
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.detail[0].loc).toEqual(['query', 'floor_id']);
    expect((await apiA().get('/api/crm/rooms/export/?ordering=password')).status).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/crm/rooms/export/' });
    expect(anonymous.statusCode).toBe(401);
  });
});
