/**
 * A pg_notify payload read as a JSON object; null for anything else (never throws). Each channel's
 * reader then checks the fields it needs: a payload is another process's word, not a type.
 */
export function notifyPayloadObject(payload: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(payload);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
