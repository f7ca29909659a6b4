import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { users } from './users';

/**
 * One row per create, update or delete, written in the same transaction as the change itself.
 * before/after hold only the changed fields of an update; secrets are masked (see changeDiff.ts).
 */
export const changeRecords = pgTable(
  'change_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    objectType: text('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the bulk edit that wrote it (bulk_edits.id), which its undo restores from */
    bulkEditId: integer('bulk_edit_id'),
  },
  (t) => [
    index('change_records_customer_time_idx').on(t.customerId, t.createdAt, t.id),
    index('change_records_object_idx').on(t.customerId, t.objectType, t.objectId, t.createdAt),
    index('change_records_user_idx').on(t.customerId, t.userId, t.createdAt),
    index('change_records_action_idx').on(t.customerId, t.action, t.createdAt),
    index('change_records_bulk_edit_idx').on(t.bulkEditId),
  ],
);
