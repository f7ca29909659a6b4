import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SavedViewState } from '../../../../rules/savedViews';
import { timestamps } from './columns';
import { customers } from './customers';
import { users } from './users';

/**
 * Saved views of lists (issue 37): per user and customer, by name; at most one default per user and
 * list; a shared one is offered to the customer's other staff.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the entity type whose list it is, e.g. 'room' */
    list: text('list').notNull(),
    name: text('name').notNull(),
    state: jsonb('state').$type<SavedViewState>().notNull(),
    shared: boolean('shared').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_name_idx').on(t.customerId, t.userId, t.list, sql`lower(${t.name})`),
    uniqueIndex('saved_views_one_default_idx')
      .on(t.customerId, t.userId, t.list)
      .where(sql`${t.isDefault}`),
    index('saved_views_shared_idx')
      .on(t.customerId, t.list)
      .where(sql`${t.shared}`),
  ],
);

export type SavedViewRow = typeof savedViews.$inferSelect;
