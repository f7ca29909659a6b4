import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { MOVE_APPLY_MODES, MOVE_KINDS } from '../../../../rules/moves';
import { sites } from './sites';
import { roomOccupancies } from './tenants';

/**
 * A move-in or move-out that came due (local midnight of the occupancy's start or end date in the
 * site's time zone) and was handled: one row per occupancy, kind and date, so it happens once
 * whichever instance sees it first, and a server that was down catches it up on start.
 */
export const moveEvents = pgTable(
  'move_events',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    occupancyId: integer('occupancy_id')
      .notNull()
      .references(() => roomOccupancies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MOVE_KINDS }).notNull(),
    date: date('date').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The site's setting when it was handled. */
    mode: text('mode', { enum: MOVE_APPLY_MODES }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
    /** Apply jobs sent, one per router of the site: { deviceId, jobId }. */
    jobs: jsonb('jobs').$type<{ deviceId: number; jobId: string }[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('move_events_once_key').on(t.occupancyId, t.kind, t.date),
    index('move_events_site_due_idx').on(t.siteId, t.dueAt),
  ],
);
