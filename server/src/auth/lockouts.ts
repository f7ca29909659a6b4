import { and, count, eq, gt, inArray, max, min, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { loginFailures } from '../db/schema';

type ThrottleConfig = AppConfig['loginThrottle'];

/**
 * A limit of the login throttle (loginThrottle.ts) holding now:
 * - `account_address`: one account from one address, waiting out its back-off;
 * - `address`: too many failures from one address (any accounts): only accounts that signed in
 *   from it within 30 days still may;
 * - `account`: too many failures at one account (any addresses): only its usual addresses still may.
 */
export interface Lockout {
  kind: 'account_address' | 'address' | 'account';
  email: string | null;
  address: string | null;
  /** failures inside the window */
  failures: number;
  locked_until: string;
}

/** Which lockouts to show or clear: an account (e-mail, any letter case), an address, or both. */
export interface LockoutFilter {
  email?: string;
  address?: string;
}

const normalised = ({ email, address }: LockoutFilter): LockoutFilter => ({
  email: email?.trim().toLowerCase() || undefined,
  address: address?.trim() || undefined,
});

/**
 * The lockouts holding now, by the throttle's own rules, latest-ending first. With an e-mail: that
 * account's, and those of the addresses it failed from (which keep it out there too); with an
 * address: that address's.
 */
export async function currentLockouts(
  db: Database,
  config: ThrottleConfig,
  filter: LockoutFilter = {},
  now = new Date(),
): Promise<Lockout[]> {
  const { email, address } = normalised(filter);
  const windowStart = new Date(now.getTime() - config.windowSeconds * 1000);
  const inWindow = gt(loginFailures.createdAt, windowStart);
  const where = (...conditions: (SQL | undefined)[]) => and(inWindow, ...conditions);
  const byEmail = email ? eq(loginFailures.email, email) : undefined;
  const byAddress = address ? eq(loginFailures.address, address) : undefined;
  const stats = { failures: count(), oldest: min(loginFailures.createdAt), latest: max(loginFailures.createdAt) };

  const pairs = await db
    .select({ email: loginFailures.email, address: loginFailures.address, ...stats })
    .from(loginFailures)
    .where(where(byEmail, byAddress))
    .groupBy(loginFailures.email, loginFailures.address);
  const addresses = [...new Set(pairs.map((pair) => pair.address))];
  const fromAddresses =
    addresses.length === 0
      ? []
      : await db
          .select({ address: loginFailures.address, ...stats })
          .from(loginFailures)
          .where(where(inArray(loginFailures.address, addresses)))
          .groupBy(loginFailures.address);
  const accounts = [...new Set(pairs.map((pair) => pair.email))];
  const atAccounts =
    accounts.length === 0
      ? []
      : await db
          .select({ email: loginFailures.email, ...stats })
          .from(loginFailures)
          .where(where(inArray(loginFailures.email, accounts)))
          .groupBy(loginFailures.email);

  const lockouts: Lockout[] = [];
  const add = (lockout: Omit<Lockout, 'locked_until'>, until: number) => {
    if (until > now.getTime()) lockouts.push({ ...lockout, locked_until: new Date(until).toISOString() });
  };
  for (const pair of pairs)
    if (pair.failures >= config.maxFailuresPerAccount && pair.latest) {
      const doublings = Math.min(pair.failures - config.maxFailuresPerAccount, 30);
      const backoff = Math.min(config.backoffSeconds * 2 ** doublings, config.windowSeconds);
      add(
        { kind: 'account_address', email: pair.email, address: pair.address, failures: pair.failures },
        new Date(pair.latest).getTime() + backoff * 1000,
      );
    }
  for (const row of fromAddresses)
    if (row.failures >= config.maxFailuresPerAddress && row.oldest)
      add(
        { kind: 'address', email: null, address: row.address, failures: row.failures },
        new Date(row.oldest).getTime() + config.windowSeconds * 1000,
      );
  for (const row of atAccounts)
    if (row.failures >= config.maxFailuresPerAccountAnywhere && row.oldest)
      add(
        { kind: 'account', email: row.email, address: null, failures: row.failures },
        new Date(row.oldest).getTime() + config.windowSeconds * 1000,
      );
  return lockouts.sort((a, b) => b.locked_until.localeCompare(a.locked_until));
}

/**
 * Forgets the failures of an account, an address, or one account at one address, which lifts the
 * lockouts they made; returns how many were forgotten. Known sign-ins are kept.
 */
export async function clearLockouts(db: Database, filter: LockoutFilter): Promise<number> {
  const { email, address } = normalised(filter);
  if (!email && !address) throw new Error('clearLockouts needs an e-mail or an address');
  const cleared = await db
    .delete(loginFailures)
    .where(
      and(email ? eq(loginFailures.email, email) : undefined, address ? eq(loginFailures.address, address) : undefined),
    )
    .returning({ id: loginFailures.id });
  return cleared.length;
}
