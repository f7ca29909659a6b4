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
 * A spent token presented again this soon after its rotation is a parallel refresh (a second
 * tab, a retried request that lost its answer), not a replay: it gets a new token of the same
 * family instead of signing the user out. The price: a thief replaying within these seconds is
 * served too (and is then one more holder of the family, revoked with it on any later reuse).
 */
export const REUSE_GRACE_SECONDS = 10;

/**
 * Spends a refresh token: revokes it and issues its successor. A token that was already revoked
 * is a replay (stolen or reused), so its whole family is revoked and null returned, unless it was
 * rotated within the grace and its family is still alive (logout revokes the whole family).
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  ttlSeconds: number,
): Promise<{ userId: number; refresh: string } | null> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [spent] = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    if (spent) {
      const refresh = await issueRefreshToken(tx, spent.userId, ttlSeconds, spent.familyId);
      return { userId: spent.userId, refresh };
    }
    const [known] = await tx
      .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!known) return null;
    const rotatedJustNow =
      known.revokedAt !== null && now.getTime() - new Date(known.revokedAt).getTime() < REUSE_GRACE_SECONDS * 1000;
    if (rotatedJustNow) {
      const [alive] = await tx
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, known.familyId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .limit(1);
      if (alive)
        return { userId: known.userId, refresh: await issueRefreshToken(tx, known.userId, ttlSeconds, known.familyId) };
    }
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
    return null;
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
