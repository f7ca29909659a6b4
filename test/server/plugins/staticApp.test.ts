import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../../support/serverHarness';

/** The built app (a stand-in dist/), its caching, the SPA fallback and the security headers. */
describe('static app and security headers', () => {
  let t: TestServer;
  let dist: string;
  const script = 'console.log("portico");'.repeat(100);

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Portico</title><script src="/assets/main.0123456789.js"></script>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'main.0123456789.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'main.0123456789.js.gz'), gzipSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'realtime-worker.0123456789.js'), script);
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestServer({ config: { staticRoot: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves index.html at / with no-cache and a CSP the app runs under without eval', async () => {
    const reply = await get('/');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    // Sockets to the app's own origin only, as the page was asked for (inject's Host is localhost:80).
    expect(csp).toContain("connect-src 'self' ws://localhost:80 wss://localhost:80;");
    expect(csp).not.toMatch(/ws: |wss: /);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('lets the realtime worker open its socket (a worker runs under its own script’s CSP) and nothing more', async () => {
    const worker = await get('/assets/realtime-worker.0123456789.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-security-policy']).toBe(
      "default-src 'none'; connect-src 'self' ws://localhost:80 wss://localhost:80",
    );
    const elsewhere = await get('/assets/realtime-worker.0123456789.js', { host: 'console.example.org' });
    expect(elsewhere.headers['content-security-policy']).toBe(
      "default-src 'none'; connect-src 'self' ws://console.example.org wss://console.example.org",
    );
    // A Host that is no host name does not get into the policy.
    const odd = await get('/', { host: "evil.test; script-src 'unsafe-inline'" });
    expect(odd.headers['content-security-policy']).toContain("connect-src 'self';");
    expect(odd.headers['content-security-policy']).not.toContain('evil');
    expect((await get('/assets/main.0123456789.js')).headers['content-security-policy']).toContain(
      "default-src 'none'",
    );
    expect(String((await get('/assets/main.0123456789.js')).headers['content-security-policy'])).not.toContain(
      'connect-src',
    );
  });

  it('falls back to index.html for browser routes, but not for missing files or the API', async () => {
    const route = await get('/site/12/edit?tab=network');
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>Portico</title>');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/missing.0000000000.js')).statusCode).toBe(404);
    const api = await get('/api/unknown/');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.' });
  });

  it('caches hashed assets for a year and serves the precompressed copy when accepted', async () => {
    const plain = await get('/assets/main.0123456789.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(script);
    const gzipped = await get('/assets/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/javascript/);
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches unhashed files briefly', async () => {
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the security headers on every response, API errors included', async () => {
    for (const url of ['/', '/assets/main.0123456789.js', '/api/health/', '/api/crm/sites/', '/api/nothing']) {
      const reply = await get(url);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['content-security-policy']).toBeDefined();
    }
    expect((await get('/api/health/')).headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('publishes an OpenAPI document built from the route schemas, and a docs page', async () => {
    const spec = (await get('/api/openapi.json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/token/pair/', '/api/crm/sites', '/api/crm/sites/{id}/', '/api/health']),
    );
    expect(spec.paths['/api/crm/sites'].post.requestBody.content).toHaveProperty(['multipart/form-data']);
    expect(Object.keys(spec.paths['/api/crm/sites/{id}/'].delete.responses)).toEqual(
      expect.arrayContaining(['204', '404', '409']),
    );
    const docs = await get('/api/docs');
    const page = docs.statusCode === 302 ? await get(String(docs.headers.location)) : docs;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).not.toContain('unsafe-eval');
  });
});

/** Requirements §7: the page pre-connects to the configured hosts and carries the telemetry switches. */
describe('app page telemetry head', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Portico</title></head></html>');
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const pageWith = async (telemetry: TestServer['config']['telemetry']) => {
    const t = await startTestServer({ config: { staticRoot: dist, telemetry } });
    try {
      return (await t.app.inject({ method: 'GET', url: '/rooms' })).body;
    } finally {
      await t.close();
    }
  };

  it('pre-connects to the API and monitoring origins and says what the app may report', async () => {
    const page = await pageWith({
      metrics: true,
      errors: false,
      errorsDsn: null,
      preconnect: ['https://api.example.org', 'https://monitor.example.org:8443'],
    });
    expect(page).toContain(
      '<link rel="preconnect" href="https://api.example.org" crossorigin>' +
        '<link rel="preconnect" href="https://monitor.example.org:8443" crossorigin>' +
        '<meta name="portico-telemetry" content="metrics=on,errors=off"></head>',
    );
  });

  it('has no preconnect when nothing is configured', async () => {
    const page = await pageWith({ metrics: false, errors: false, errorsDsn: null, preconnect: [] });
    expect(page).not.toContain('preconnect');
    expect(page).toContain('content="metrics=off,errors=off"');
  });
});
