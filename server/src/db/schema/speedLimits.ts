import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns';
import { customers } from './customers';

/** Bandwidth profiles of a customer, shared by the networks of all its sites. Rates in kbit/s. */
export const speedLimits = pgTable(
  'speed_limits',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    downloadKbps: integer('download_kbps').notNull(),
    uploadKbps: integer('upload_kbps').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('speed_limits_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    index('speed_limits_customer_name_idx').on(t.customerId, t.name),
    index('speed_limits_customer_download_idx').on(t.customerId, t.downloadKbps),
    index('speed_limits_customer_upload_idx').on(t.customerId, t.uploadKbps),
  ],
);
