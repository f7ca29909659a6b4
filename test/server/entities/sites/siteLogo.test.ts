import { startTestServer, type TestServer } from '../../../support/serverHarness';
import { NORDLYS, customerIdByName, insertEmptySite } from '../../../support/serverFixtures';
import { multipartBody, pngBytes, pngDataUrl } from '../../../support/serverMultipart';

describe('site portal logo', () => {
  let t: TestServer;
  let nordlys: number;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer();
    nordlys = await customerIdByName(t.db, NORDLYS);
    headers = await t.headersFor('staff@example.com', nordlys);
  });
  afterAll(() => t.close());

  const fetchLogo = (url: string) => t.app.inject({ method: 'GET', url });
  const logoError = (body: { detail: { loc: string[]; msg: string }[] }) =>
    body.detail.find((item) => item.loc.join('.') === 'body.portal_logo')?.msg;

  it('stores a data-URL logo and serves it by URL with long caching', async () => {
    const reply = await t.request({
      method: 'POST',
      url: '/api/crm/sites/',
      headers,
      payload: { name: 'With logo', portal_logo: pngDataUrl },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.portal_logo).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
    const image = await fetchLogo(reply.body.portal_logo);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(pngBytes)).toBe(true);
  });

  it('accepts a multipart upload with the other fields as form parts, empty parts meaning null', async () => {
    const { payload, headers: form } = await multipartBody({
      name: 'Uploaded',
      netmask: '24',
      prefix: '10.9.9.0',
      description: '',
      portal_logo: { data: pngBytes, filename: 'logo.png', type: 'image/png' },
    });
    const reply = await t.request({
      method: 'POST',
      url: '/api/crm/sites/',
      headers: { ...headers, ...form },
      payload,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ name: 'Uploaded', netmask: 24, prefix: '10.9.9.0', description: null });
    expect((await fetchLogo(reply.body.portal_logo)).rawPayload.equals(pngBytes)).toBe(true);
  });

  it('refuses files that are not images, whatever type they claim', async () => {
    const { payload, headers: form } = await multipartBody({
      name: 'Bad',
      portal_logo: {
        data: Buffer.from('<html><script>alert(1)</script></html>'),
        filename: 'logo.png',
        type: 'image/png',
      },
    });
    const reply = await t.request({
      method: 'POST',
      url: '/api/crm/sites/',
      headers: { ...headers, ...form },
      payload,
    });
    expect(reply.status).toBe(400);
    expect(logoError(reply.body)).toBe('The logo must be a PNG, JPEG, GIF, WebP or SVG image');
    const dataUrl = await t.request({
      method: 'POST',
      url: '/api/crm/sites/',
      headers,
      payload: { name: 'Bad', portal_logo: 'data:text/html;base64,PGh0bWw+' },
    });
    expect(logoError(dataUrl.body)).toBe('The logo must be a PNG, JPEG, GIF, WebP or SVG image');
    const link = await t.request({
      method: 'POST',
      url: '/api/crm/sites/',
      headers,
      payload: { name: 'Bad', portal_logo: 'https://example.com/logo.png' },
    });
    expect(logoError(link.body)).toBe('The logo must be an uploaded file or a data:image/…;base64, URL');
  });

  it('refuses logos over 1 MiB as upload and as data URL', async () => {
    const big = Buffer.concat([pngBytes, Buffer.alloc(1024 * 1024)]);
    const { payload, headers: form } = await multipartBody({
      name: 'Big',
      portal_logo: { data: big, filename: 'big.png', type: 'image/png' },
    });
    const upload = await t.request({
      method: 'POST',
      url: '/api/crm/sites/',
      headers: { ...headers, ...form },
      payload,
    });
    expect(upload.status).toBe(400);
    expect(logoError(upload.body)).toBe('The logo must be at most 1 MiB');
    const dataUrl = await t.request({
      method: 'POST',
      url: '/api/crm/sites/',
      headers,
      payload: { name: 'Big', portal_logo: `data:image/png;base64,${big.toString('base64')}` },
    });
    expect(dataUrl.status).toBe(400);
    expect(logoError(dataUrl.body)).toBe('The logo must be at most 1 MiB');
  });

  it('reports logo and field errors together', async () => {
    const reply = await t.request({
      method: 'POST',
      url: '/api/crm/sites/',
      headers,
      payload: { name: '', portal_logo: 'data:image/png;base64,AAAA' },
    });
    expect(reply.body.detail.map((item: { loc: string[] }) => item.loc.at(-1)).sort()).toEqual(['name', 'portal_logo']);
  });

  it('keeps the logo when a PATCH omits it or echoes its URL, replaces it, and removes it with null', async () => {
    const id = await insertEmptySite(t.db, nordlys, 'Logo lifecycle');
    const set = await t.request({
      method: 'PATCH',
      url: `/api/crm/sites/${id}/`,
      headers,
      payload: { portal_logo: pngDataUrl },
    });
    const first = set.body.portal_logo;
    expect(
      (await t.request({ method: 'PATCH', url: `/api/crm/sites/${id}/`, headers, payload: { description: 'x' } })).body
        .portal_logo,
    ).toBe(first);
    expect(
      (await t.request({ method: 'PATCH', url: `/api/crm/sites/${id}/`, headers, payload: { portal_logo: first } }))
        .body.portal_logo,
    ).toBe(first);
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>').toString('base64')}`;
    const replaced = await t.request({
      method: 'PATCH',
      url: `/api/crm/sites/${id}/`,
      headers,
      payload: { portal_logo: svg },
    });
    expect(replaced.body.portal_logo).not.toBe(first);
    expect((await fetchLogo(first)).statusCode).toBe(404); // the old image is gone
    const served = await fetchLogo(replaced.body.portal_logo);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const removed = await t.request({
      method: 'PATCH',
      url: `/api/crm/sites/${id}/`,
      headers,
      payload: { portal_logo: null },
    });
    expect(removed.body.portal_logo).toBeNull();
    expect((await fetchLogo(replaced.body.portal_logo)).statusCode).toBe(404);
  });

  it('answers 404 for unknown media and 400 for a malformed media id', async () => {
    expect((await fetchLogo('/api/media/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await fetchLogo('/api/media/not-a-uuid')).statusCode).toBe(400);
  });
});
