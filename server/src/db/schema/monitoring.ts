import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ALERT_KINDS, type AlertAffected } from '../../../../rules/alerts';
import { timestamps } from './columns';
import { customers } from './customers';
import { mikrotikDevices } from './devices';
import { outlets } from './outlets';
import { sites } from './sites';
import { users } from './users';

/*
 * History of state (issue 36): changes, not samples. The history tables have no id and one index
 * each (subject, time): about 75 bytes a row, which keeps 30 days of 200 routers and 30,000 outlets
 * small (npm run bench:alerts); the prune scans them once a day. Rows are written when a state flips (the
 * outlet and device-state rows by triggers, migration 0023) plus a sparse response-time sample of
 * reachable routers; the prune job removes rows older than the retention.
 */

/** A router's reachability as the health probe found it: on every change, and a sample every few minutes while up. */
export const routerReachability = pgTable(
  'router_reachability',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => mikrotikDevices.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    reachable: boolean('reachable').notNull(),
    /** Connect, login and one command; null when it did not answer. */
    responseMs: real('response_ms'),
  },
  (t) => [
    index('router_reachability_device_at_idx').on(t.deviceId, t.at),
    index('router_reachability_at_idx').on(t.at),
  ],
);

/** An outlet's port going up or down (written by the outlets trigger, whoever updated the row). */
export const outletPortChanges = pgTable(
  'outlet_port_changes',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    up: boolean('up').notNull(),
  },
  (t) => [
    index('outlet_port_changes_outlet_at_idx').on(t.outletId, t.at),
    index('outlet_port_changes_at_idx').on(t.at),
  ],
);

/** A router's drift state changing (written by the device_states trigger). */
export const deviceStateChanges = pgTable(
  'device_state_changes',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => mikrotikDevices.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    state: text('state').notNull(),
    driftItems: integer('drift_items').notNull().default(0),
  },
  (t) => [index('device_state_changes_device_at_idx').on(t.deviceId, t.at)],
);

/**
 * An alert: opened when a condition lasted the site's grace period outside a maintenance window,
 * closed when the condition ended. At most one open alert per kind and subject (any instance).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    /** What it is about: `device:<id>` or `outlet:<id>`. */
    subject: text('subject').notNull(),
    deviceId: integer('device_id').references(() => mikrotikDevices.id, { onDelete: 'set null' }),
    outletId: integer('outlet_id').references(() => outlets.id, { onDelete: 'set null' }),
    critical: boolean('critical').notNull(),
    summary: text('summary').notNull(),
    /** The site, rooms and tenants it affects, as they were when it opened. */
    affected: jsonb('affected').$type<AlertAffected>().notNull(),
    /** When the condition began (before the grace period). */
    since: timestamp('since', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alerts_open_key')
      .on(t.kind, t.subject)
      .where(sql`${t.closedAt} IS NULL`),
    index('alerts_customer_opened_idx').on(t.customerId, t.openedAt),
    index('alerts_site_opened_idx').on(t.siteId, t.openedAt),
  ],
);

/** A time during which a site's (or one router's) alerts stay silent. */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** null: the whole site. */
    deviceId: integer('device_id').references(() => mikrotikDevices.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('maintenance_windows_site_ends_idx').on(t.siteId, t.endsAt),
    index('maintenance_windows_customer_ends_idx').on(t.customerId, t.endsAt),
  ],
);

export type AlertRow = typeof alerts.$inferSelect;
export type MaintenanceWindowRow = typeof maintenanceWindows.$inferSelect;
