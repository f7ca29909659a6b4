/**
 * Where server failures and render crashes are reported (requirements §8 "the error is reported", "has been
 * reported to our team"). The app can plug in an error-reporting service with `setErrorReporter`;
 * until then they go to the console as warnings.
 */
export type ErrorReporter = (error: unknown, context: Record<string, unknown>) => void;

const consoleReporter: ErrorReporter = (error, context) => console.warn('[portico] error reported', context, error);

let reporter: ErrorReporter = consoleReporter;

export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next ?? consoleReporter;
}

const listeners = new Set<ErrorReporter>();

/** Hears every reported error beside the reporter (the session recording keeps crashes). Returns the removal. */
export function listenToReportedErrors(listener: ErrorReporter): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  for (const hear of [reporter, ...listeners]) {
    try {
      hear(error, context);
    } catch {
      // A failing reporter must never break the request or screen that failed.
    }
  }
}
