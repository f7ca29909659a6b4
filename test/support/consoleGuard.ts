/**
 * Unexpected console.error output fails the test (setupClient.ts). A test that expects an error
 * says so: `allowConsoleError(/Warning: something/)`.
 */
const allowed: RegExp[] = [];
let unexpected: string[] = [];

export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

export function recordConsoleError(args: unknown[]): void {
  const text = args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join(' ');
  if (!allowed.some((pattern) => pattern.test(text))) unexpected.push(text);
}

/** Returns the unexpected errors of the finished test and resets for the next one. */
export function takeUnexpectedConsoleErrors(): string[] {
  const errors = unexpected;
  unexpected = [];
  allowed.length = 0;
  return errors;
}
