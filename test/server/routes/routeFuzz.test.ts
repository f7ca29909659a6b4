/** @jest-environment ./test/support/serverEnvironment.ts */
import { signAccessToken } from '../../../server/src/auth/jwt';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';

/** What a fuzzed request sends: its body (as raw text) and any headers beyond the signed-in ones. */
interface Variant {
  name: string;
  payload?: string;
  headers?: Record<string, string>;
  /** replaces the path's ids */
  id?: string;
  query?: string;
}

const deep = 100_000;
const json = { 'content-type': 'application/json' };
const overLimit = `"${'y'.repeat(3_200_000)}"`;
const unicode = 'Ünïcødé 𝔘𝔫𝔦 \u202e‮ؠ ﷺ \ud800 \udfff 🏳️‍🌈 \u2028\u2029 \\"\'`${}<script>';

/** Every property a route's body schema declares, set to `value`. */
function bodyOf(schema: unknown, value: unknown): string {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  return JSON.stringify(Object.fromEntries(Object.keys({ x: 1, ...properties }).map((name) => [name, value])));
}

/** Every declared property set to JSON text that no value serialises to (deep nesting, 1e400). */
const rawBodyOf = (schema: unknown, json: string) => bodyOf(schema, '@raw@').replaceAll('"@raw@"', json);

/** The bodies a route taking one gets: nested, huge, unicode and malformed. */
function bodies(bodySchema: unknown): Variant[] {
  return [
    // A recursive walk of the body overflowed the stack from 5,000 to 100,000 levels.
    { name: 'nested arrays', payload: '['.repeat(deep) + ']'.repeat(deep), headers: json },
    { name: 'nested objects', payload: '{"a":'.repeat(deep / 10) + '1' + '}'.repeat(deep / 10), headers: json },
    {
      name: 'nested in a field',
      payload: rawBodyOf(bodySchema, '['.repeat(deep / 10) + ']'.repeat(deep / 10)),
      headers: json,
    },
    { name: 'huge fields', payload: bodyOf(bodySchema, 'x'.repeat(200_000)), headers: json },
    { name: 'over the body limit', payload: overLimit, headers: json },
    { name: 'unicode fields', payload: bodyOf(bodySchema, unicode), headers: json },
    { name: 'odd values', payload: bodyOf(bodySchema, { a: [1e308, -0, null, true] }), headers: json },
    { name: 'numbers out of range', payload: rawBodyOf(bodySchema, '1e400'), headers: json },
    { name: 'malformed JSON', payload: '{"a": [1, 2', headers: json },
    { name: 'JSON with a BOM', payload: '\ufeff{}', headers: json },
    { name: 'JSON scalar', payload: '"\\u0000"', headers: json },
    {
      name: 'prototype poisoning',
      payload: '{"__proto__": {"x": 1}, "constructor": {"prototype": {}}}',
      headers: json,
    },
    { name: 'form body', payload: 'a=1&a=2&b[c]=3', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    {
      name: 'broken multipart',
      payload: '--x\r\n\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    },
    { name: 'text body', payload: unicode, headers: { 'content-type': 'text/plain; charset=utf-16' } },
  ];
}

/** What every route gets, body or not: odd ids, queries and headers. */
const everyRoute: Variant[] = [
  ...['0x2', '%202', '2e0', '+2', '-1', '0', '99999999999999999999', '%00', '..%2F..', '1'.repeat(120)].map((id) => ({
    name: `id ${id.slice(0, 20)}`,
    id,
  })),
  {
    name: 'odd query',
    query: `page=1e3&page_size=-0&ordering=%00&search=${'é'.repeat(3000)}&site_id[]=1&id=1&id=2&query=%F0%9F`,
  },
  { name: 'odd tenancy headers', headers: { 'x-customer-id': '1,2', 'x-site-id': '١' } },
  { name: 'long tenancy headers', headers: { 'x-customer-id': '9'.repeat(5000), 'x-site-id': ' 1 ' } },
  { name: 'garbage token', headers: { authorization: `Bearer ${'a.b.'.repeat(2000)}` } },
  { name: 'unicode token', headers: { authorization: 'Bearer ünï.cø.dé' } },
  { name: 'other scheme', headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } },
];

interface Operation {
  method: string;
  path: string;
  bodySchema: unknown;
}

/** Every documented route and method. */
async function operations(t: EntityTestApp): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      bodySchema: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/**
 * Every route of the API, as a superuser in customer A (so that requests get past the door), with
 * bodies nested 100,000 levels deep, huge, unicode and malformed, odd ids, queries and headers:
 * a client's mistake is a 4xx, never a 5xx.
 */
describe('every route, fuzzed', () => {
  let t: EntityTestApp;
  beforeAll(async () => {
    t = await startEntityApp();
  });
  afterAll(async () => t.close());

  it('answers no request with a 5xx', async () => {
    const routes = await operations(t);
    expect(routes.length).toBeGreaterThan(60);
    const signedIn = {
      authorization: `Bearer ${signAccessToken(t.world.admin, 'test-secret-for-jest-only', 3600)}`,
      'x-customer-id': String(t.world.customerA),
      'x-site-id': String(t.world.siteA1),
    };
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const variant of route.method === 'GET' ? everyRoute : [...bodies(route.bodySchema), ...everyRoute]) {
        const path = route.path.replace(/\{[^}]+\}/g, variant.id ?? '1');
        const url = variant.query ? `${path}?${variant.query}` : path;
        const reply = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...signedIn, ...variant.headers },
          ...(variant.payload === undefined || route.method === 'GET' ? {} : { payload: variant.payload }),
        });
        sent += 1;
        if (reply.statusCode >= 500)
          failures.push(
            `${route.method} ${route.path} (${variant.name}): ${reply.statusCode} ${reply.body.slice(0, 200)}`,
          );
      }
    }
    expect(sent).toBeGreaterThan(1500);
    expect(failures).toEqual([]);
  }, 120_000);
});
