import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns';

/**
 * Uploaded images (customer logos, site portal logos), kept in the database so a real
 * PostgreSQL deployment needs no shared disk. The random id is the public URL; a replaced
 * image gets a new id, so responses can be cached forever.
 */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
