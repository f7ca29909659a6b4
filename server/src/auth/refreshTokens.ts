import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { refreshTokens } from '../db/schema';

/** Refresh tokens are opaque random strings; the database only ever sees their SHA-256. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores and returns a new refresh token, in a new family unless rotating within one. */
export async function issueRefreshToken(
  db: Database,
  userId: number,
  ttlSeconds: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    tokenHash: hashToken(token),
    familyId,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/**
 * Spends a refresh token: revokes it and issues its successor. A token that was already revoked
 * is a replay (stolen or reused), so its whole family is revoked and null returned.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  ttlSeconds: number,
): Promise<{ userId: number; refresh: string } | null> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    if (!spent) {
      const [known] = await tx
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (known)
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
      return null;
    }
    const refresh = await issueRefreshToken(tx, spent.userId, ttlSeconds, spent.familyId);
    return { userId: spent.userId, refresh };
  });
}

/** Logout: revokes the token (and its rotation family). Unknown tokens are ignored. */
export async function revokeRefreshToken(db: Database, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!row) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

/** Forgets the user's expired tokens (a replay of those is refused as unknown anyway). */
export async function pruneExpiredRefreshTokens(db: Database, userId: number): Promise<void> {
  await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, new Date())));
}
