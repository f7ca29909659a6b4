/**
 * The one fake API of the client tests: a route table of "METHOD /path" → handler behind a fake fetch.
 * A path is the URL's path as the browser requests it, without the query; a `:name` segment matches
 * any one segment (its value in `request.params`). Every request is recorded; a call nobody answers
 * gets 404.
 *
 * @example
 *   const api = installFakeApi({ 'GET /api/crm/users/me/': () => [200, user], 'GET /api/crm/sites/:id/': () => [200, site] });
 *   expect(api.requests('POST /api/token/refresh')).toHaveLength(1);
 */
export interface RecordedRequest {
  method: string;
  /** e.g. '/api/crm/sites/7/' */
  path: string;
  url: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, the text when not JSON, the fields of a multipart form, or undefined. */
  body: unknown;
  /** The raw multipart form, when the request was one. */
  form?: FormData;
  params: Record<string, string>;
}

/** A status and JSON body, a network failure, or a whole Response (a CSV stream with its headers). */
export type FakeReply = [status: number, body?: unknown] | 'network-error' | Response;
export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeApi {
  /** Every request so far, in order (a live array). */
  calls: RecordedRequest[];
  /** Recorded requests, all or those of one route ("METHOD /path", the concrete path). */
  requests(route?: string): RecordedRequest[];
  /** Answers a route with this handler (replacing the one it had). */
  on(route: string, handler: FakeHandler): void;
  /** Answers a route with exactly this status and body from now on. */
  reply(route: string, status: number, body?: unknown): void;
  /** Keeps a route's answers pending until the returned release is called. */
  hold(route: string): () => void;
}

interface Entry {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: FakeHandler;
}

function compile(route: string, handler: FakeHandler): Entry {
  const [method, path] = route.split(' ');
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method, pattern: new RegExp(`^${source}$`), names, handler };
}

async function readBody(request: Request): Promise<{ body: unknown; form?: FormData }> {
  if (request.method === 'GET' || request.method === 'HEAD') return { body: undefined };
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData();
    const body: Record<string, unknown> = {};
    form.forEach((value, key) => (body[key] = value));
    return { body, form };
  }
  const text = await request.text();
  try {
    return { body: text ? JSON.parse(text) : undefined };
  } catch {
    return { body: text };
  }
}

function json(status: number, body: unknown): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Rejects as fetch does once `signal` aborts (with its reason: a TimeoutError for a time-out); never settles otherwise. */
function aborted(signal: AbortSignal | null): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () => reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted) fail();
    else signal?.addEventListener('abort', fail, { once: true });
  });
}

/** Replaces fetch for the current test (jest restores spies between tests). */
export function installFakeApi(routes: Record<string, FakeHandler> = {}): FakeApi {
  // Later routes win, so `on` and `reply` override what a table declared.
  const entries: Entry[] = Object.entries(routes).map(([route, handler]) => compile(route, handler));
  const holds = new Map<string, Promise<void>>();
  const log: RecordedRequest[] = [];

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname;
    const recorded: RecordedRequest = {
      method: request.method,
      path,
      url: url.href,
      query: url.searchParams,
      headers: request.headers,
      ...(await readBody(request)),
      params: {},
    };
    log.push(recorded);
    const route = `${recorded.method} ${path}`;
    // Like fetch, a held request gives up when its signal aborts (a call's time-out, a cancelled query).
    await Promise.race([holds.get(route), aborted(request.signal)]);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const entry = entries[i];
      const match = entry.method === recorded.method ? entry.pattern.exec(path) : null;
      if (!match) continue;
      entry.names.forEach((name, index) => (recorded.params[name] = decodeURIComponent(match[index + 1])));
      const reply = await entry.handler(recorded);
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      if (reply instanceof Response) return reply;
      return json(reply[0], reply[1]);
    }
    return json(404, { detail: 'Not found.' });
  };

  jest.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch);
  return {
    calls: log,
    requests: (route) => (route ? log.filter((r) => `${r.method} ${r.path}` === route) : [...log]),
    on: (route, handler) => void entries.push(compile(route, handler)),
    reply: (route, status, body) => void entries.push(compile(route, () => [status, body])),
    hold(route) {
      let release = () => {};
      holds.set(route, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        holds.delete(route);
        release();
      };
    },
  };
}
