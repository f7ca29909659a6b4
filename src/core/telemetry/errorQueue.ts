import { type ErrorReporter, setErrorReporter } from '../api/reportError';
import { pageViews } from './pageViews';

export type TelemetryChunk = typeof import('./telemetryChunk');

export const loadTelemetryChunk = (): Promise<TelemetryChunk> =>
  import(/* webpackChunkName: "telemetry" */ './telemetryChunk');

/** A page that keeps failing sends this many reports at most; the rest are only logged. */
const REPORTS_PER_PAGE_LOAD = 10;

/**
 * Errors are reported to Portico's server as well as the console (requirements §7, §8), uncaught
 * ones too. The page and its breadcrumbs are taken at once; the sending code loads with the first
 * report. Returns the uninstall.
 */
export function installErrorReporting(load = loadTelemetryChunk): () => void {
  let sent = 0;
  const reporter: ErrorReporter = (error, context) => {
    console.warn('[portico] error reported', context, error);
    if (sent >= REPORTS_PER_PAGE_LOAD) return;
    sent += 1;
    const where = [window.location.pathname, pageViews()] as const;
    load()
      .then((chunk) => chunk.sendErrorReport(error, context, ...where))
      .catch(() => {}); // an offline page cannot report; the console has it
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
