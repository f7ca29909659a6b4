import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../support/serverHarness';
import { NORDLYS, customerIdByName, sitesOf } from '../../support/serverFixtures';
import { multipartBody } from '../../support/serverMultipart';

/** Client mistakes get 4xx with the requirements §8 shapes, never a 500. */
describe('error responses', () => {
  let t: TestServer;
  let headers: Record<string, string>;
  let siteId: number;
  beforeAll(async () => {
    t = await startTestServer({
      // A NUL the input check cannot see (decoded by a handler) reaching PostgreSQL.
      extend: async (app) => {
        app.get('/probe/nul/', { schema: { hide: true } }, async (request) => {
          const { text } = request.query as { text: string };
          await app.db.execute(sql`select ${Buffer.from(text, 'base64').toString()}::text`);
          return {};
        });
      },
    });
    const nordlys = await customerIdByName(t.db, NORDLYS);
    headers = await t.headersFor('staff@example.com', nordlys);
    siteId = (await sitesOf(t.db, nordlys))[0].id;
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 "Malformed JSON body"', async () => {
    const reply = await t.request({
      method: 'POST',
      url: '/api/crm/sites/',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name": "HQ",',
    });
    expect(reply).toMatchObject({ status: 400, body: { detail: 'Malformed JSON body' } });
    const login = await t.request({
      method: 'POST',
      url: '/api/token/pair/',
      headers: { 'content-type': 'application/json' },
      payload: 'not json',
    });
    expect(login).toMatchObject({ status: 400, body: { detail: 'Malformed JSON body' } });
  });

  it('lists every wrongly typed field with its location', async () => {
    const reply = await t.request({
      method: 'PATCH',
      url: `/api/crm/sites/${siteId}/`,
      headers,
      payload: { netmask: 'twenty', gps_latitude: 'north', unifi_id: 1.5 },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.detail).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'netmask'], msg: expect.stringMatching(/^Must be an integer/) },
        { loc: ['body', 'gps_latitude'], msg: expect.stringMatching(/^Must be a number/) },
        { loc: ['body', 'unifi_id'], msg: expect.stringMatching(/^Must be an integer/) },
      ]),
    );
  });

  it('rejects out-of-range query parameters and an unknown ordering with query locations', async () => {
    const big = await t.request({ method: 'GET', url: '/api/crm/sites/?page_size=100000', headers });
    expect(big).toMatchObject({
      status: 400,
      body: { detail: [{ loc: ['query', 'page_size'], msg: 'Must be at most 100' }] },
    });
    const zero = await t.request({ method: 'GET', url: '/api/crm/sites/?page=0', headers });
    expect(zero.body.detail).toEqual([{ loc: ['query', 'page'], msg: 'Must be at least 1' }]);
    const ordering = await t.request({ method: 'GET', url: '/api/crm/sites/?ordering=password', headers });
    expect(ordering.status).toBe(400);
    expect(ordering.body.detail[0].loc).toEqual(['query', 'ordering']);
    const text = await t.request({ method: 'GET', url: '/api/crm/sites/?page=abc', headers });
    expect(text.body.detail).toEqual([{ loc: ['query', 'page'], msg: 'Must be an integer' }]);
  });

  it('answers 404 for a path id that is not a plain decimal integer, or beyond the integer range', async () => {
    const notFound = { status: 404, body: { detail: 'Not found.' } };
    const n = siteId;
    // Each of these once meant the site (the schema's type coercion); `0${n}`: ids have no leading zeros.
    const spellings = [`0x${n.toString(16)}`, `%20${n}`, `${n}%20`, `${n}e0`, `%2B${n}`, `0${n}`, `${n}.0`, `-${n}`];
    for (const id of [...spellings, 'abc', '0', '%EF%BC%91', '99999999999999999999'])
      expect([id, await t.request({ method: 'GET', url: `/api/crm/sites/${id}/`, headers })]).toMatchObject([
        id,
        notFound,
      ]);
    expect(await t.request({ method: 'DELETE', url: `/api/crm/sites/%20${n}/`, headers })).toMatchObject(notFound);
    expect((await t.request({ method: 'GET', url: `/api/crm/sites/${siteId}/`, headers })).status).toBe(200);
    const missing = await t.request({ method: 'DELETE', url: '/api/crm/sites/2147483647/', headers });
    expect(missing).toMatchObject(notFound);
    expect(await t.request({ method: 'DELETE', url: '/api/crm/sites/2147483648/', headers })).toMatchObject(notFound);
  });

  it('names nested fields in the location of a profile update', async () => {
    const reply = await t.request({
      method: 'PATCH',
      url: '/api/crm/users/me/',
      headers,
      payload: { profile: { theme: 'purple' } },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { detail: [{ loc: ['body', 'profile', 'theme'], msg: 'Must be one of: light, dark, auto' }] },
    });
  });

  it('refuses a body that is not an object, and unsupported content types', async () => {
    const list = await t.request({ method: 'PATCH', url: `/api/crm/sites/${siteId}/`, headers, payload: [1, 2] });
    expect(list).toMatchObject({ status: 400, body: { detail: [{ loc: ['body'], msg: 'Must be an object' }] } });
    const xml = await t.request({
      method: 'POST',
      url: '/api/token/pair/',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.status).toBe(415);
    expect(typeof xml.body.detail).toBe('string');
  });

  it('treats an empty JSON body as no body', async () => {
    const reply = await t.request({
      method: 'POST',
      url: '/api/token/logout/',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(reply).toMatchObject({ status: 400, body: { detail: [{ loc: ['body'], msg: 'Must be an object' }] } });
  });

  it('answers unknown API paths and methods with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here/'],
      ['POST', '/api/crm/sites/1/stats/'],
      ['GET', '/api'],
    ] as const) {
      const reply = await t.request({ method, url, headers });
      expect(reply).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    }
  });

  it('refuses a body over the size limit with 413', async () => {
    const reply = await t.request({
      method: 'PATCH',
      url: `/api/crm/sites/${siteId}/`,
      headers,
      payload: { description: 'x'.repeat(4 * 1024 * 1024) },
    });
    expect(reply.status).toBe(413);
    expect(reply.body.detail).toMatch(/too large/);
  });

  it('refuses a NUL character in any text with a 400 naming where, before the database', async () => {
    const nul = 'Main\u0000Street';
    const login = await t.request({
      method: 'POST',
      url: '/api/token/pair/',
      payload: { username: nul, password: 'x' },
    });
    expect(login).toMatchObject({
      status: 400,
      body: { detail: [{ loc: ['body', 'username'], msg: 'Must not contain a NUL character' }] },
    });
    const search = await t.request({ method: 'GET', url: '/api/search/?query=ab%00c', headers });
    expect(search.body).toEqual({ detail: [{ loc: ['query', 'query'], msg: 'Must not contain a NUL character' }] });
    const list = await t.request({ method: 'GET', url: '/api/crm/sites/?search=a%00', headers });
    expect(list.body).toEqual({ detail: [{ loc: ['query', 'search'], msg: 'Must not contain a NUL character' }] });
    const before = (await t.request({ method: 'GET', url: `/api/crm/sites/${siteId}/`, headers })).body;
    const patch = await t.request({
      method: 'PATCH',
      url: `/api/crm/sites/${siteId}/`,
      headers,
      payload: { description: nul, name: 'HQ\u0000' },
    });
    expect(patch.status).toBe(400);
    expect(patch.body.detail).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'description'], msg: 'Must not contain a NUL character' },
        { loc: ['body', 'name'], msg: 'Must not contain a NUL character' },
      ]),
    );
    const form = await multipartBody({ description: nul });
    const multipart = await t.request({
      method: 'PATCH',
      url: `/api/crm/sites/${siteId}/`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(multipart.body).toEqual({
      detail: [{ loc: ['body', 'description'], msg: 'Must not contain a NUL character' }],
    });
    expect((await t.request({ method: 'GET', url: `/api/crm/sites/${siteId}/`, headers })).body).toEqual(before);
  });

  it('finds a NUL however deep a body nests it, in document order, on a route that takes no body', async () => {
    const levels = 20_000;
    const payload = `{"a": ["ok", {"k\\u0000": 1}], "b": ${'['.repeat(levels)}"x\\u0000"${']'.repeat(levels)}}`;
    const reply = await t.request({
      method: 'PUT',
      url: `/api/crm/sites/active/${siteId}/`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    });
    expect(reply.status).toBe(400);
    const [key, deep] = reply.body.detail;
    expect(key).toEqual({ loc: ['body', 'a', 1], msg: 'Must not contain a NUL character' });
    expect(deep.loc).toEqual(['body', 'b', ...Array<number>(levels).fill(0)]);
  });

  it("answers PostgreSQL's refusal of a NUL (SQLSTATE 22021) with a 400, not a 500", async () => {
    const text = Buffer.from('a\u0000b').toString('base64');
    const reply = await t.request({ method: 'GET', url: `/probe/nul/?text=${encodeURIComponent(text)}` });
    expect(reply).toMatchObject({
      status: 400,
      body: { detail: 'A value contains a character that cannot be stored (NUL).' },
    });
  });

  it('answers malformed multipart bodies with 400 and changes nothing', async () => {
    const before = (await t.request({ method: 'GET', url: `/api/crm/sites/${siteId}/`, headers })).body;
    const { payload } = await multipartBody({ name: 'Truncated HQ', description: 'cut off' });
    for (const [method, url, contentType, body] of [
      ['POST', '/api/crm/sites/', 'multipart/form-data', payload], // no boundary
      ['PATCH', `/api/crm/sites/${siteId}/`, 'multipart/form-data', payload],
      [
        'POST',
        '/api/crm/sites/',
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nHQ',
      ],
      ['PATCH', `/api/crm/sites/${siteId}/`, 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disp'],
    ] as const) {
      const reply = await t.request({
        method,
        url,
        headers: { ...headers, 'content-type': contentType },
        payload: body,
      });
      expect([method, url, contentType, reply.status, reply.body]).toEqual([
        method,
        url,
        contentType,
        400,
        { detail: 'Malformed multipart body' },
      ]);
    }
    expect((await t.request({ method: 'GET', url: `/api/crm/sites/${siteId}/`, headers })).body).toEqual(before);
    const sites = await t.request({ method: 'GET', url: '/api/crm/sites/?search=Truncated', headers });
    expect(sites.body.total).toBe(0);
  });

  it('answers a URL that does not decode with a 400 {detail}', async () => {
    for (const url of ['/api/%E0%A4%A', '/api/crm/sites/%E0%A4%A/']) {
      const reply = await t.request({ method: 'GET', url, headers });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ detail: 'Malformed URL' });
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
