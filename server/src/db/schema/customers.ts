import { index, integer, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { media } from './media';
import { users } from './users';

/** An organisation the operator works for; everything else hangs off a customer. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logoMediaId: uuid('logo_media_id').references(() => media.id, { onDelete: 'set null' }),
  ...timestamps(),
});

/** Which staff users may work inside which customer. Superusers see all customers regardless. */
export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['staff', 'manager'] })
      .notNull()
      .default('staff'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerId] }), index('memberships_customer_idx').on(t.customerId)],
);
