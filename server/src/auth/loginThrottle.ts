import { and, count, eq, gt, lt, max, min, ne, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { knownLogins, loginFailures } from '../db/schema';

type ThrottleConfig = AppConfig['loginThrottle'];

/** How long a successful sign-in keeps its account and address pair known. */
const KNOWN_LOGIN_DAYS = 30;

/*
 * The login throttle. Only failures count, and a guess cannot lock anyone else out for long:
 *
 * - One account from one address: after `maxFailuresPerAccount` failures (5) that pair waits
 *   `backoffSeconds` (60 s) after its latest failure, doubling with each further failure up to the
 *   window (15 minutes). The owner signing in from another address is not affected.
 * - One address, any accounts (`maxFailuresPerAddress`, 20) and one account, any addresses
 *   (`maxFailuresPerAccountAnywhere`, 50): past either, attempts wait until the oldest failure
 *   leaves the window, except for pairs that signed in successfully within 30 days. So guessing
 *   through one address (or a whole network of them) is slowed, while colleagues behind the same
 *   proxy and the owner at a usual address still sign in with the right password.
 * - A successful sign-in forgets that pair's failures and makes the pair known.
 *
 * While a limit holds even the right password is refused (429), or the limit would not slow
 * guessing. Each attempt is counted before its password is checked (reserve, then settle), so
 * parallel guesses see one another and cannot all be tried: on one server a pair's attempts take
 * turns; across servers sharing a database another's unsettled attempt counts as a failure.
 */

type LoginReservation = { attemptId: number } | { retryMinutes: number };

/**
 * The throttle of one server: `attempt(email, address, checkPassword)` gives the verdict of
 * `checkPassword`, or the minutes to wait (it is not called then). Attempts of one account from
 * one address take turns on the server, so parallel right passwords all get in while parallel
 * guesses stop at the limit.
 */
export function loginThrottle(db: Database, config: ThrottleConfig) {
  // The tail of each account and address pair's queue of attempts.
  const pairQueues = new Map<string, Promise<unknown>>();
  return async function attempt(
    email: string,
    address: string,
    checkPassword: () => Promise<boolean>,
  ): Promise<{ succeeded: boolean } | { retryMinutes: number }> {
    const key = `${email}\n${address}`;
    const turn = (pairQueues.get(key) ?? Promise.resolve()).then(async () => {
      const reservation = await reserveLoginAttempt(db, config, email, address);
      if ('retryMinutes' in reservation) return reservation;
      let succeeded = false;
      try {
        succeeded = await checkPassword();
      } finally {
        await settleLoginAttempt(db, config, { ...reservation, email, address, succeeded });
      }
      return { succeeded };
    });
    const done = turn.catch(() => undefined);
    pairQueues.set(key, done);
    try {
      return await turn;
    } finally {
      if (pairQueues.get(key) === done) pairQueues.delete(key);
    }
  };
}

const throttles = new WeakMap<Database, ReturnType<typeof loginThrottle>>();

/**
 * The throttle of this server's database, shared by everything that checks a password (the login,
 * a password change asking for the current one), so their attempts take turns and count together.
 */
export function sharedLoginThrottle(db: Database, config: ThrottleConfig): ReturnType<typeof loginThrottle> {
  let throttle = throttles.get(db);
  if (!throttle) throttles.set(db, (throttle = loginThrottle(db, config)));
  return throttle;
}

/** Reserves an attempt for the account and address, or says how many minutes to wait. */
async function reserveLoginAttempt(
  db: Database,
  config: ThrottleConfig,
  email: string,
  address: string,
  now = new Date(),
): Promise<LoginReservation> {
  const [{ attemptId }] = await db
    .insert(loginFailures)
    .values({ email, address })
    .returning({ attemptId: loginFailures.id });
  const retryMinutes = await minutesToWait(db, config, email, address, attemptId, now);
  if (retryMinutes === null) return { attemptId };
  // A refused attempt tried nothing, so it does not count.
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
  return { retryMinutes };
}

/**
 * Settles a reserved attempt. A failure keeps its row (and forgets failures that left the
 * window); a success forgets the pair's failures and remembers the pair.
 */
async function settleLoginAttempt(
  db: Database,
  config: ThrottleConfig,
  reservation: { attemptId: number; email: string; address: string; succeeded: boolean },
): Promise<void> {
  const { email, address } = reservation;
  if (!reservation.succeeded) {
    await db.delete(loginFailures).where(lt(loginFailures.createdAt, secondsAgo(config.windowSeconds)));
    return;
  }
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)));
  await db
    .insert(knownLogins)
    .values({ email, address })
    .onConflictDoUpdate({ target: [knownLogins.email, knownLogins.address], set: { lastSuccessAt: new Date() } });
  await db.delete(knownLogins).where(lt(knownLogins.lastSuccessAt, secondsAgo(KNOWN_LOGIN_DAYS * 24 * 3600)));
}

function secondsAgo(seconds: number, now = new Date()): Date {
  return new Date(now.getTime() - seconds * 1000);
}

async function minutesToWait(
  db: Database,
  config: ThrottleConfig,
  email: string,
  address: string,
  attemptId: number,
  now: Date,
): Promise<number | null> {
  // Every other attempt in the window, settled or still being checked.
  const others = (where: SQL) =>
    db
      .select({ failures: count(), oldest: min(loginFailures.createdAt), latest: max(loginFailures.createdAt) })
      .from(loginFailures)
      .where(
        and(where, ne(loginFailures.id, attemptId), gt(loginFailures.createdAt, secondsAgo(config.windowSeconds, now))),
      )
      .then(([row]) => row);
  const until: number[] = [];

  const pair = await others(and(eq(loginFailures.email, email), eq(loginFailures.address, address))!);
  if (pair.failures >= config.maxFailuresPerAccount && pair.latest) {
    const doublings = pair.failures - config.maxFailuresPerAccount;
    const backoff = Math.min(config.backoffSeconds * 2 ** Math.min(doublings, 30), config.windowSeconds);
    until.push(new Date(pair.latest).getTime() + backoff * 1000);
  }

  const [known] = await db
    .select({ email: knownLogins.email })
    .from(knownLogins)
    .where(
      and(
        eq(knownLogins.email, email),
        eq(knownLogins.address, address),
        gt(knownLogins.lastSuccessAt, secondsAgo(KNOWN_LOGIN_DAYS * 24 * 3600, now)),
      ),
    );
  if (!known) {
    const fromAddress = await others(eq(loginFailures.address, address));
    const atAccount = await others(eq(loginFailures.email, email));
    for (const [wide, limit] of [
      [fromAddress, config.maxFailuresPerAddress],
      [atAccount, config.maxFailuresPerAccountAnywhere],
    ] as const)
      // The wide limits lift when their oldest failure leaves the window.
      if (wide.failures >= limit && wide.oldest)
        until.push(new Date(wide.oldest).getTime() + config.windowSeconds * 1000);
  }

  const latest = Math.max(0, ...until);
  if (latest <= now.getTime()) return null;
  return Math.max(1, Math.ceil((latest - now.getTime()) / 60000));
}
