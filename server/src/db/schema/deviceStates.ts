import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { mikrotikDevices } from './devices';
import { users } from './users';

/** What Portico last learned about a router against its intended configuration. */
export const DEVICE_STATES = ['never_checked', 'in_sync', 'drifted', 'applying', 'failed', 'unreachable'] as const;
export type DeviceStateName = (typeof DEVICE_STATES)[number];

/** The outcome of the last apply, as stored and as the API shows it (no secrets, no commands). */
export interface LastApplyResult {
  status: 'in-sync' | 'drifted' | 'failed' | 'cancelled';
  applied: number;
  total: number;
  /** The router's own words when it failed. */
  reason: string | null;
}

/**
 * One row per router that was ever checked, applied or marked (no row reads as never checked).
 * A trigger (migration 0020) announces every change on `portico_device_states`; another marks the
 * routers of a site "changes pending" when a change record of data they render is written.
 */
export const deviceStates = pgTable(
  'device_states',
  {
    deviceId: integer('device_id')
      .primaryKey()
      .references(() => mikrotikDevices.id, { onDelete: 'cascade' }),
    state: text('state', { enum: DEVICE_STATES }).notNull().default('never_checked'),
    /** Drifted: plan items; applying: commands done so far are in the job. */
    driftItems: integer('drift_items').notNull().default(0),
    /** Failed or unreachable: why, in the router's (or the connection's) words. */
    reason: text('reason'),
    changesPending: boolean('changes_pending').notNull().default(false),
    /** When Portico's data last changed in a way that alters this router's configuration. */
    changedAt: timestamp('changed_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    applyJobId: text('apply_job_id'),
    lastAppliedAt: timestamp('last_applied_at', { withTimezone: true }),
    lastAppliedBy: integer('last_applied_by').references(() => users.id, { onDelete: 'set null' }),
    lastApply: jsonb('last_apply').$type<LastApplyResult>(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_states_state_idx').on(t.state)],
);

export type DeviceStateRow = typeof deviceStates.$inferSelect;
