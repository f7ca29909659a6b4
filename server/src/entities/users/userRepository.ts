import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sites, users, type Theme } from '../../db/schema';

/** Login lookup; e-mails are stored and compared lower-case. */
export async function findUserForLogin(db: Database, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

export async function recordLogin(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

/** The `/users/me/` view of a user. */
export async function getProfile(db: Database, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    is_superuser: row.isSuperuser,
    last_active_customer: row.lastActiveCustomerId,
    last_active_site: row.lastActiveSiteId,
    profile: { theme: row.theme, advanced_mode: row.advancedMode },
  };
}

export async function updatePreferences(
  db: Database,
  userId: number,
  changes: { theme?: Theme; advanced_mode?: boolean },
): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.theme !== undefined) set.theme = changes.theme;
  if (changes.advanced_mode !== undefined) set.advancedMode = changes.advanced_mode;
  if (Object.keys(set).length === 0) return;
  await db
    .update(users)
    .set({ ...set, modifiedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Remembers the customer the user works in (and the site, when it is given). */
export async function rememberActive(
  db: Database,
  userId: number,
  active: { customerId: number; siteId?: number },
): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = { lastActiveCustomerId: active.customerId };
  if (active.siteId !== undefined) set.lastActiveSiteId = active.siteId;
  await db.update(users).set(set).where(eq(users.id, userId));
}

/** The user's last active site if it belongs to this customer, else null. */
export async function lastActiveSiteIn(db: Database, userId: number, customerId: number): Promise<number | null> {
  const [row] = await db
    .select({ siteId: sites.id })
    .from(users)
    .innerJoin(sites, and(eq(sites.id, users.lastActiveSiteId), eq(sites.customerId, customerId)))
    .where(eq(users.id, userId));
  return row?.siteId ?? null;
}
