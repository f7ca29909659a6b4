import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { refreshTokens, users } from '../db/schema';
import { minPasswordLength } from './createSuperuser';
import { hashPassword } from './password';

/** Longest password accepted (as at login): scrypt hashes any length, a body does not need more. */
export const maxPasswordLength = 1024;

/** What is wrong with a new password, or null: `passwordProblem('short')` → 'Must be at least 8 characters'. */
export function passwordProblem(password: string): string | null {
  if (password.length < minPasswordLength) return `Must be at least ${minPasswordLength} characters`;
  if (password.trim() === '') return 'Must not be only spaces';
  return null;
}

/**
 * Sets a user's password and ends every session they have, in one transaction: the session version
 * moves on, so access tokens issued before are refused and open sockets close (the users trigger
 * notifies every instance), and every refresh token is revoked, so none brings a new access token.
 * Returns the new session version (the caller's own new pair carries it); null for no such user.
 */
export async function setPassword(db: Database, userId: number, password: string): Promise<number | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, modifiedAt: now })
      .where(eq(users.id, userId))
      .returning({ sessionVersion: users.sessionVersion });
    if (!row) return null;
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    return row.sessionVersion;
  });
}
