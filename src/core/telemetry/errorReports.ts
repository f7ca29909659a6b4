import { beacon } from './beacon';
import { pageOf, type PageView } from './pageViews';

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : undefined);

/** The report POST /api/client-errors/ takes: what failed and where, never the request or its data. */
export function errorReport(
  error: unknown,
  context: Record<string, unknown>,
  pathname: string,
  breadcrumbs: PageView[],
) {
  const status = typeof context.status === 'number' ? context.status : undefined;
  const endpoint =
    typeof context.endpoint === 'string' && /^\w{1,100}$/.test(context.endpoint) ? context.endpoint : undefined;
  const kind = context.kind === 'render' ? 'render' : status !== undefined ? 'request' : 'script';
  const message =
    kind === 'request'
      ? `Server error ${status}${endpoint ? ` at ${endpoint}` : ''}`
      : text((error as Error | null)?.message, 500) || String(error).slice(0, 500) || 'Unknown error';
  const stack = kind === 'request' ? undefined : text((error as Error | null)?.stack, 4000);
  return {
    kind,
    message,
    ...(stack ? { stack } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(endpoint ? { endpoint } : {}),
    page: pageOf(pathname),
    breadcrumbs,
  };
}

/** Sends one report to Portico's server (requirements §8 "the error is reported"). */
export function sendErrorReport(...args: Parameters<typeof errorReport>): void {
  beacon('/client-errors/', errorReport(...args));
}
