/**
 * Failures that are no one's mistake and pass: the disk holding the database is full, or the
 * database cannot be reached (restarting, failing over, out of connections). The API answers them
 * 503, not 500, so clients know to try again.
 */
export type Outage = 'storage' | 'database';

/** SQLSTATE 53100 disk_full, and the operating system's "no space" / "quota exceeded". */
const storageCodes = new Set(['53100', 'ENOSPC', 'EDQUOT']);

/**
 * Connection exceptions (class 08); a database shutting down, starting up, in recovery or dropped,
 * an admin or idle-session termination (57P01–57P05); out of memory, connections or another
 * resource (53000, 53200, 53300, 53400); a read-only database (25006: a standby after a failover,
 * or a maintenance window); the server's own I/O failure (58000, 58030); and node-postgres's
 * connection failures.
 */
const databaseCodes =
  /^(08...|57P0[1-5]|53000|53200|53300|53400|25006|58000|58030|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE)$/;
const databaseMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|The database did not answer within|PGlite is closed)/;
/**
 * Codes of a wider class that mean an outage only with these words: 55000 is also a lock or state
 * problem, but "database … is not currently accepting connections" is a maintenance close
 * (ALTER DATABASE … ALLOW_CONNECTIONS false), and 3D000 a database dropped or not yet created.
 */
const databaseRefusals: Record<string, RegExp> = {
  '55000': /is not currently accepting connections/,
  '3D000': /^database ".*" does not exist/,
};

/** Which outage an error (or an error it wraps, as drizzle wraps the driver's) reports, else null. */
export function outageOf(error: unknown): Outage | null {
  let current: unknown = error;
  // Duck-typed: PGlite's errors may come from another realm, where instanceof Error is false.
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (storageCodes.has(code)) return 'storage';
      // The first code in the chain decides: a router's CONNECTION_REFUSED wrapping a socket's
      // ECONNREFUSED is no database outage.
      if (databaseCodes.test(code)) return 'database';
      const words = databaseRefusals[code];
      return words && typeof message === 'string' && words.test(message) ? 'database' : null;
    }
    if (typeof message === 'string' && databaseMessages.test(message)) return 'database';
    current = cause;
  }
  return null;
}

/** What a client is told, as `{detail}` with 503. */
export const outageDetail: Record<Outage, string> = {
  storage: 'The server has run out of storage space; changes cannot be saved right now. Try again later.',
  database: 'The database is not reachable right now. Try again shortly.',
};

/**
 * Who wants to hear at once that a request met an unreachable database: health checks again then,
 * rather than at its next round, so that it reports the outage (and answers 503) within seconds.
 */
export class DatabaseOutages {
  private readonly listeners = new Set<() => void>();

  noted(): void {
    for (const listener of this.listeners) listener();
  }

  onOutage(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
