import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { users } from './users';

/** One skipped row of a bulk edit: its id and why (a §8 text, or the "Cannot delete" refusal). */
export interface BulkSkip {
  id: number;
  message: string;
}

/**
 * A bulk edit or delete (issue 37): which rows of which entity, the fields it sets, and how it went.
 * Its change records carry its id (change_records.bulk_edit_id), which is what undo restores from.
 * Always read inside its customer.
 */
export const bulkEdits = pgTable(
  'bulk_edits',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** X-Site-ID of the request: the scope the rows were written in */
    siteId: integer('site_id'),
    /** the collection name: networks, tenants, rooms, outlets */
    entity: text('entity').notNull(),
    action: text('action', { enum: ['edit', 'delete'] }).notNull(),
    ids: jsonb('ids').$type<number[]>().notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['queued', 'applying', 'applied', 'failed', 'undone'] })
      .notNull()
      .default('queued'),
    jobId: text('job_id'),
    /** changed, unchanged, skipped (edit: errors; delete: refused) */
    counts: jsonb('counts').$type<Record<string, number>>(),
    skipped: jsonb('skipped').$type<BulkSkip[]>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('bulk_edits_customer_idx').on(t.customerId, t.createdAt)],
);

/**
 * The stored rows a bulk delete removed, exactly as they were (every column, by their SQL names),
 * so its undo puts them back under their own ids: the deleted row itself (depth 0) and the rows its
 * delete removed with it through ON DELETE CASCADE (depth 1, 2, …). Dropped once the edit is undone.
 */
export const bulkEditRows = pgTable(
  'bulk_edit_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bulkEditId: integer('bulk_edit_id')
      .notNull()
      .references(() => bulkEdits.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** the id of the bulk-deleted row this image belongs to (or is) */
    objectId: integer('object_id').notNull(),
    tableName: text('table_name').notNull(),
    depth: integer('depth').notNull(),
    image: jsonb('image').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('bulk_edit_rows_bulk_edit_idx').on(t.bulkEditId, t.depth, t.id)],
);
