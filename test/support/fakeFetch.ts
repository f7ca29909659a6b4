/**
 * A tiny fake API at the fetch level: handlers keyed by "METHOD /path" (path after /api, without
 * the query string) answer with a status and JSON body; every request is recorded.
 * Example:
 *   const api = installFakeFetch({ 'GET /crm/users/me/': () => [200, user] });
 *   ... expect(api.requests('POST /token/refresh')).toHaveLength(1);
 */
export interface RecordedRequest {
  method: string;
  path: string;
  url: string;
  headers: Headers;
  body: unknown;
}

export type FakeReply = [status: number, body?: unknown] | Promise<[status: number, body?: unknown]> | 'network-error';
export type FakeHandler = (request: RecordedRequest) => FakeReply;

export interface FakeApi {
  requests(route?: string): RecordedRequest[];
  on(route: string, handler: FakeHandler): void;
}

export function installFakeFetch(routes: Record<string, FakeHandler> = {}): FakeApi {
  const handlers = new Map(Object.entries(routes));
  const log: RecordedRequest[] = [];

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      url: request.url,
      headers: request.headers,
      body,
    };
    log.push(recorded);
    const handler = handlers.get(`${recorded.method} ${recorded.path}`);
    if (!handler) return json(404, { detail: 'Not found.' });
    const reply = await handler(recorded);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const [status, payload] = reply;
    return json(status, payload);
  };

  (globalThis as { fetch: typeof fetch }).fetch = jest.fn(fakeFetch) as unknown as typeof fetch;
  return {
    requests: (route) => (route ? log.filter((r) => `${r.method} ${r.path}` === route) : [...log]),
    on: (route, handler) => handlers.set(route, handler),
  };
}

function json(status: number, body: unknown): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
