import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { customers } from './customers';
import { sites } from './sites';

export const themes = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof themes)[number];

/** Staff accounts. E-mail is stored lower-case and is the login name. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** `scrypt$N$r$p$salt$hash` — see server/src/auth/password.ts. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    theme: text('theme', { enum: themes }).notNull().default('auto'),
    advancedMode: boolean('advanced_mode').notNull().default(false),
    lastActiveCustomerId: integer('last_active_customer_id').references((): AnyPgColumn => customers.id, {
      onDelete: 'set null',
    }),
    lastActiveSiteId: integer('last_active_site_id').references((): AnyPgColumn => sites.id, { onDelete: 'set null' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Counts the changes that end every session of the user (a new password): access tokens carry
     * the count they were issued at, and one carrying an older count is refused.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);
