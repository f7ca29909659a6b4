/** A PostgreSQL error as node-postgres and PGlite throw it. */
interface PgErrorLike {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** PostgreSQL's error (SQLSTATE code, constraint) whether or not drizzle wrapped it. */
export function pgError(error: unknown): PgErrorLike | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

export const isUniqueViolation = (error: unknown) => pgError(error)?.code === '23505';
export const isForeignKeyViolation = (error: unknown) => pgError(error)?.code === '23503';
