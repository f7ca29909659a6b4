import { type ErrorReporter, setErrorReporter } from '../api/reportError';
import { beacon } from './beacon';
import { pageOf, pageViews } from './pageViews';

/** A page that keeps failing sends this many reports at most; the rest are only logged. */
const REPORTS_PER_PAGE_LOAD = 10;

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : undefined);

/** The report POST /api/client-errors/ takes: what failed and where, never the request or its data. */
export function errorReport(error: unknown, context: Record<string, unknown>, pathname: string) {
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
    breadcrumbs: pageViews(),
  };
}

/**
 * Reports go to Portico's server as well as the console (requirements §8 "the error is reported"),
 * and uncaught script errors are reported too. Returns the uninstall.
 */
export function installErrorReporting(send = beacon): () => void {
  let sent = 0;
  const reporter: ErrorReporter = (error, context) => {
    console.warn('[portico] error reported', context, error);
    if (sent >= REPORTS_PER_PAGE_LOAD) return;
    sent += 1;
    send('/client-errors/', errorReport(error, context, window.location.pathname));
  };
  const onError = (event: ErrorEvent) => reporter(event.error ?? event.message, { kind: 'script' });
  const onRejection = (event: PromiseRejectionEvent) => reporter(event.reason, { kind: 'script' });
  setErrorReporter(reporter);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    setErrorReporter(null);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
