import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { hashPassword } from './password';

/** Refused input, said to the operator. */
export class CreateSuperuserError extends Error {}

export const minPasswordLength = 8;

/**
 * The first account of a production database (which gets no demo data): a superuser, who can
 * then create customers and staff in the console. E-mail is stored lower-case, as logins are.
 */
export async function createSuperuser(
  db: Database,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<{ id: number; email: string }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new CreateSuperuserError(`"${input.email}" is not an e-mail address`);
  if (input.password.length < minPasswordLength)
    throw new CreateSuperuserError(`The password must have at least ${minPasswordLength} characters`);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw new CreateSuperuserError(`A user ${email} already exists`);
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      isSuperuser: true,
    })
    .returning({ id: users.id, email: users.email });
  return row;
}
