import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';

/** The signed-in user as hooks and handlers see it. */
export interface AuthUser {
  id: number;
  email: string;
  isSuperuser: boolean;
}

/** Looks up an active user for a verified token (with their session version); inactive or deleted users get null. */
export async function findActiveUser(
  db: Database,
  id: number,
): Promise<(AuthUser & { sessionVersion: number }) | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, isSuperuser: users.isSuperuser, sessionVersion: users.sessionVersion })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)));
  return row ?? null;
}
