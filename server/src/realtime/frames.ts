/**
 * The websocket protocol's frames (one JSON object each). Client: `{action, data, ts}`; server:
 * `{type, data, ts}`, where a reply carries the ts of the frame it answers so the client can time
 * the round trip, and a push carries the server's clock.
 */

/** Close codes the server uses; the browser reacts to each differently. */
export const CloseCode = {
  /** server shutting down: reconnect */
  goingAway: 1001,
  /** malformed first frame or another protocol violation */
  badFrame: 4400,
  /** token invalid (signature, unknown or deactivated user): end the session */
  tokenInvalid: 4401,
  /** no auth frame in time */
  authTimeout: 4408,
  /** token expired: refresh and reconnect */
  tokenExpired: 4419,
} as const;

export type ClientAction = 'auth' | 'token.update' | 'subscribe' | 'health.check';

export interface ClientFrame {
  action: string;
  data: Record<string, unknown>;
  ts: number;
}

export interface ServerFrame {
  type: string;
  data: unknown;
  ts: number;
}

/** Largest client frame accepted; the biggest real one (a token) is well under 4 KiB. */
export const maxClientFrameBytes = 16 * 1024;

/** Parses one client frame; null when it is not `{action: string, data?: object, ts?: number}`. */
export function parseClientFrame(raw: string): ClientFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { action, data, ts } = value as Record<string, unknown>;
  if (typeof action !== 'string' || action.length > 64) return null;
  if (data !== undefined && (typeof data !== 'object' || data === null || Array.isArray(data))) return null;
  return {
    action,
    data: (data ?? {}) as Record<string, unknown>,
    ts: typeof ts === 'number' && Number.isFinite(ts) ? ts : Date.now(),
  };
}

/** A positive integer id from frame data, null when absent or null, undefined when malformed. */
export function idOrNull(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value)) return Number(value);
  return undefined;
}

/** The token of an auth or token.update frame, or null. */
export function tokenOf(frame: ClientFrame): string | null {
  const { token } = frame.data;
  return typeof token === 'string' && token.length > 0 && token.length < 4096 ? token : null;
}
