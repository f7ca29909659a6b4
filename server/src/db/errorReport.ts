/**
 * Errors as logs may show them. A failed query's error carries its parameters (drizzle puts them
 * in the message, PGlite in `params`, PostgreSQL repeats the row in `detail`), and those hold
 * Wi-Fi passphrases, portal secrets and password hashes: only the fields below are kept.
 */
const safeFields = ['code', 'severity', 'constraint', 'table', 'column', 'routine', 'errno', 'syscall'] as const;

export interface LoggableError {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  cause?: LoggableError;
  [field: string]: unknown;
}

/**
 * The message without drizzle's `params: …` line; for a data exception (SQLSTATE class 22) also
 * without the input value PostgreSQL quotes at its end (`invalid input syntax for type integer: "…"`).
 */
export function safeMessage(message: string, code?: unknown): string {
  const text = message.replace(/\nparams: [\s\S]*$/, '').trim();
  return typeof code === 'string' && code.startsWith('22') ? text.replace(/: "[\s\S]*"$/, ': "…"') : text;
}

/**
 * A plain object for `log.error({ error: loggableError(error) })`: type, message, stack and codes,
 * cause included. Not under pino's `err` key, whose serializer folds the causes into one message.
 */
export function loggableError(error: unknown, depth = 0): LoggableError {
  // Duck-typed: PGlite's errors may come from another realm, where instanceof Error is false.
  if (typeof error !== 'object' || error === null || typeof (error as Error).message !== 'string')
    return { type: typeof error, message: 'A non-error value was thrown' };
  const { name, message: raw, stack, cause } = error as Error;
  const fields: Record<string, unknown> = { ...error };
  const message = safeMessage(raw, fields.code);
  const report: LoggableError = { type: error.constructor?.name || name, message };
  if (typeof stack === 'string') {
    const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
    report.stack = [`${name}: ${message}`, ...frames].join('\n');
  }
  for (const field of safeFields) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') report[field] = value;
  }
  if (cause !== undefined && depth < 4) report.cause = loggableError(cause, depth + 1);
  return report;
}

/**
 * One line per error in the cause chain, for a console: drizzle's "Failed query: CREATE TABLE …"
 * says what ran, its cause says why it failed (`relation "x" already exists [42P07]`).
 */
export function errorSummary(error: unknown): string {
  const lines: string[] = [];
  for (let report: LoggableError | undefined = loggableError(error); report; report = report.cause) {
    lines.push(`${lines.length > 0 ? '  caused by: ' : ''}${report.message}${report.code ? ` [${report.code}]` : ''}`);
  }
  return lines.join('\n');
}
