import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { users } from './users';
import { timestamps } from './columns';
import type { AlertKind } from '../../../../rules/alerts';

/**
 * What one user wants to hear about inside one customer (issue 36): which alert kinds and sites,
 * by e-mail and/or webhook. The webhook secret signs deliveries; it is never answered nor sent.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    emailEnabled: boolean('email_enabled').notNull().default(false),
    /** null: the user's own address. */
    email: text('email'),
    webhookUrl: text('webhook_url'),
    webhookSecret: text('webhook_secret'),
    kinds: jsonb('kinds').$type<AlertKind[]>().notNull(),
    /** Empty: every site of the customer. */
    siteIds: jsonb('site_ids').$type<number[]>().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('notification_settings_user_customer_key').on(t.userId, t.customerId)],
);

/** One message to one user by one channel: its alerts (none for a test) and its last attempt's answer. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'webhook'] }).notNull(),
    alertIds: jsonb('alert_ids').$type<number[]>().notNull(),
    test: boolean('test').notNull().default(false),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_deliveries_user_idx').on(t.userId, t.customerId, t.createdAt)],
);

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;
