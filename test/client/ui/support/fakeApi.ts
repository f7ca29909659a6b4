/**
 * A fake fetch for screen tests: `routes` answer `METHOD /api/path` (query ignored unless the key has one).
 * Unknown calls answer 404 so a test sees what it forgot; every call is recorded.
 */
export type FakeReply = { status?: number; body?: unknown; delayMs?: number } | (() => Promise<FakeReply> | FakeReply);
export type FakeRoutes = Record<string, FakeReply>;

export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
}

export function installFakeApi(routes: FakeRoutes) {
  const calls: RecordedRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname, search: url.searchParams, headers: request.headers });
    let reply = routes[`${request.method} ${url.pathname}${url.search}`] ?? routes[`${request.method} ${url.pathname}`];
    if (typeof reply === 'function') reply = await reply();
    const { status = 200, body = {}, delayMs = 0 } = (reply ?? { status: 404, body: { detail: 'Not found.' } }) as Exclude<FakeReply, () => unknown>;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { calls, spy };
}

/** A promise the test resolves when it wants a held reply to arrive. */
export function deferredReply() {
  let release!: (reply: { status?: number; body?: unknown }) => void;
  const promise = new Promise<{ status?: number; body?: unknown }>((resolve) => {
    release = resolve;
  });
  return { reply: () => promise, release };
}
