import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { users } from './users';
import { changeRecords } from './changes';

/**
 * A CSV file uploaded for import (issue 37): its parsed rows with their line numbers, kept until it
 * is committed so the dry run and the commit read the very same rows; the commit's outcome per row
 * (`result`) makes the downloadable result file. Always read inside its customer.
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** X-Site-ID at upload: the site of rows that name none. */
    siteId: integer('site_id'),
    entityType: text('entity_type').notNull(),
    fileName: text('file_name').notNull().default(''),
    header: jsonb('header').$type<string[]>().notNull(),
    /** [line, cells] per record, line = where the record starts in the file */
    rows: jsonb('rows').$type<[number, string[]][]>().notNull(),
    /** source header -> entity column, as the dry run used it */
    mapping: jsonb('mapping').$type<Record<string, string>>(),
    state: text('state', { enum: ['uploaded', 'committing', 'committed', 'failed'] })
      .notNull()
      .default('uploaded'),
    jobId: text('job_id'),
    /** the commit's outcome per row: [line, status, message] */
    result: jsonb('result').$type<[number, string, string][]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('imports_customer_idx').on(t.customerId, t.createdAt)],
);

/** The column mapping a user last confirmed per entity and source header ("Romnavn" -> name). */
export const importMappings = pgTable(
  'import_mappings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.entityType] })],
);

/** Which change records an import wrote: History says "imported by …" for them. */
export const importChanges = pgTable(
  'import_changes',
  {
    changeId: bigint('change_id', { mode: 'number' })
      .primaryKey()
      .references(() => changeRecords.id, { onDelete: 'cascade' }),
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
  },
  (t) => [index('import_changes_import_idx').on(t.importId)],
);
