import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { loginFailures } from '../db/schema';

type ThrottleConfig = AppConfig['loginThrottle'];

/**
 * Minutes until the account or address may try again, or null when not throttled.
 * Only failures count: a user who logs in successfully again and again is never limited.
 */
export async function loginRetryMinutes(
  db: Database,
  config: ThrottleConfig,
  email: string,
  address: string,
  now = new Date(),
): Promise<number | null> {
  const since = new Date(now.getTime() - config.windowSeconds * 1000);
  const inWindow = gt(loginFailures.createdAt, since);
  const [perAccount] = await db
    .select({ failures: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(inWindow, eq(loginFailures.email, email)));
  const [perAddress] = await db
    .select({ failures: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(inWindow, eq(loginFailures.address, address)));
  const blocking = [
    perAccount.failures >= config.maxFailuresPerAccount ? perAccount.oldest : null,
    perAddress.failures >= config.maxFailuresPerAddress ? perAddress.oldest : null,
  ].filter((oldest): oldest is Date => oldest !== null);
  if (blocking.length === 0) return null;
  // The block lifts when the oldest failure in the window leaves it.
  const until = Math.max(...blocking.map((oldest) => new Date(oldest).getTime() + config.windowSeconds * 1000));
  return Math.max(1, Math.ceil((until - now.getTime()) / 60000));
}

/** Records a failed attempt and forgets failures that left the window. */
export async function recordLoginFailure(
  db: Database,
  config: ThrottleConfig,
  email: string,
  address: string,
): Promise<void> {
  await db.insert(loginFailures).values({ email, address });
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - config.windowSeconds * 1000)));
}

/** A successful login clears the account's failures (the address keeps its count). */
export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
