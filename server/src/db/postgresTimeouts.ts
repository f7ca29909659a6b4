import { Client, type ClientBase } from 'pg';

/** Clients whose statements may take as long as they take: migrations wait on a lock and build indexes. */
const unbounded = new WeakSet<ClientBase>();

/** Lets this client's statements run without the answer time-out until the returned function is called. */
export function withoutAnswerTimeout(client: ClientBase): () => void {
  unbounded.add(client);
  return () => unbounded.delete(client);
}

/** What a request's statement fails with when its connection went silent; errors plugin: 503. */
export const noAnswerMessage = (timeoutMs: number) => `The database did not answer within ${timeoutMs} ms`;

/**
 * Drops the client's connection when a statement sent on it gets no answer within `timeoutMs`.
 *
 * A connection can go silent without closing (a failover behind a proxy, a network partition):
 * PostgreSQL's own statement_timeout cannot help, as nothing reaches it, and TCP keep-alive takes
 * minutes. The statement then fails with noAnswerMessage (a 503 for the request), the pool drops
 * the dead client on release and opens a new connection for the next request, which answers again
 * once the database does. node-postgres's own `query_timeout` is no substitute: it fails the
 * statement but keeps the connection, whose late answer then lands on the next statement.
 */
export function answerWithin(client: ClientBase, timeoutMs: number): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    if (unbounded.has(client)) return query(...args);
    let timer: NodeJS.Timeout | null = setTimeout(() => {
      timer = null;
      if (client instanceof Client) client.connection.stream.destroy(new Error(noAnswerMessage(timeoutMs)));
    }, timeoutMs);
    timer.unref();
    const answered = () => {
      if (timer) clearTimeout(timer);
      timer = null;
    };
    const last = args.length - 1;
    const callback = args[last];
    // pool.query sends with a callback; drizzle's transactions await a promise.
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        answered();
        return callback(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(answered, answered);
    else answered(); // a submittable (a cursor) keeps its own pace
    return result;
  }) as ClientBase['query'];
}
