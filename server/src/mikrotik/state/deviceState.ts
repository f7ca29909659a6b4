/**
 * A router's state against what Portico renders (device_states): written by drift checks and
 * applies, marked "changes pending" by database triggers (migration 0020). Each write is one
 * statement; the table's trigger announces it on `portico_device_states`.
 */
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import { deviceStates, users, type DeviceStateRow, type LastApplyResult } from '../../db/schema';

export const deviceStatesChannel = 'portico_device_states';

/** What a check learned: a plan (its item count), or why the router could not be read or planned. */
export type CheckOutcome = { kind: 'planned'; items: number } | { kind: 'unreachable' | 'failed'; reason: string };

/**
 * "Changes pending" is cleared only by a check or apply that read Portico's data after the last
 * change: a change committed while the router was read keeps it.
 */
const pendingAfter = (startedAt: Date) =>
  sql`${deviceStates.changesPending} AND ${deviceStates.changedAt} > ${startedAt.toISOString()}::timestamptz`;

async function upsert(db: Queryable, deviceId: number, set: Partial<DeviceStateRow>): Promise<void> {
  await db
    .insert(deviceStates)
    .values({ deviceId, ...set })
    .onConflictDoUpdate({ target: deviceStates.deviceId, set: { ...set, modifiedAt: new Date() } });
}

export async function markApplying(db: Queryable, deviceId: number, jobId: string): Promise<void> {
  await upsert(db, deviceId, { state: 'applying', applyJobId: jobId, reason: null });
}

/** Stores a drift check's outcome (never over a running apply: the apply's own end decides). */
export async function recordCheck(
  db: Queryable,
  deviceId: number,
  startedAt: Date,
  outcome: CheckOutcome,
): Promise<void> {
  const set =
    outcome.kind === 'planned'
      ? {
          state: outcome.items === 0 ? ('in_sync' as const) : ('drifted' as const),
          driftItems: outcome.items,
          reason: null,
          changesPending: pendingAfter(startedAt),
        }
      : { state: outcome.kind, driftItems: 0, reason: outcome.reason };
  await db
    .update(deviceStates)
    .set({ ...set, checkedAt: new Date(), modifiedAt: new Date() })
    .where(sql`${deviceStates.deviceId} = ${deviceId} AND ${deviceStates.state} <> 'applying'`);
}

/** Stores an apply's end: In sync, Drifted (n) after verifying or a cancel, or Failed with the router's words. */
export async function recordApply(
  db: Queryable,
  deviceId: number,
  startedAt: Date,
  by: number | null,
  result: LastApplyResult,
  driftItems: number,
): Promise<void> {
  const state = result.status === 'failed' ? 'failed' : result.status === 'in-sync' ? 'in_sync' : 'drifted';
  await db
    .update(deviceStates)
    .set({
      state,
      driftItems: state === 'drifted' ? driftItems : 0,
      reason: result.status === 'failed' ? result.reason : null,
      changesPending: result.status === 'in-sync' ? pendingAfter(startedAt) : sql`${deviceStates.changesPending}`,
      checkedAt: new Date(),
      applyJobId: null,
      lastAppliedAt: new Date(),
      lastAppliedBy: by,
      lastApply: result,
      modifiedAt: new Date(),
    })
    .where(eq(deviceStates.deviceId, deviceId));
}

const appliers = alias(users, 'device_appliers');

/** The API fields of a device's state (list, detail, sync answer). */
export const deviceStateFields = {
  state: deviceStates.state,
  drift_items: deviceStates.driftItems,
  state_reason: deviceStates.reason,
  changes_pending: deviceStates.changesPending,
  checked_at: deviceStates.checkedAt,
  apply_job_id: deviceStates.applyJobId,
  last_applied_at: deviceStates.lastAppliedAt,
  last_applied_by: sql<
    string | null
  >`coalesce(nullif(trim(${appliers.firstName} || ' ' || ${appliers.lastName}), ''), ${appliers.email})`,
  last_apply: deviceStates.lastApply,
};

/** Joins the fields above need, on a select from a table with the device's id. */
export function joinDeviceState(query: PgSelect, deviceId: AnyColumn): PgSelect {
  return query
    .leftJoin(deviceStates, eq(deviceStates.deviceId, deviceId))
    .leftJoin(appliers, eq(appliers.id, deviceStates.lastAppliedBy));
}

const isoOrNull = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** A selected row's state fields as the API shows them: times as ISO text, a missing row as never checked. */
export function apiStateFields(row: Record<string, unknown>) {
  return {
    state: (row.state as string | null) ?? 'never_checked',
    drift_items: (row.drift_items as number | null) ?? 0,
    state_reason: (row.state_reason as string | null) ?? null,
    changes_pending: (row.changes_pending as boolean | null) ?? false,
    checked_at: isoOrNull(row.checked_at),
    apply_job_id: (row.apply_job_id as string | null) ?? null,
    last_applied_at: isoOrNull(row.last_applied_at),
    last_applied_by: (row.last_applied_by as string | null) ?? null,
    last_apply: (row.last_apply as LastApplyResult | null) ?? null,
  };
}

/** One device's state fields (for answers built from a device row: the sync). */
export async function apiStateOf(db: Queryable, deviceId: number) {
  const [row] = await db
    .select(deviceStateFields)
    .from(deviceStates)
    .leftJoin(appliers, eq(appliers.id, deviceStates.lastAppliedBy))
    .where(eq(deviceStates.deviceId, deviceId));
  return apiStateFields(row ?? {});
}

export async function readDeviceState(db: Queryable, deviceId: number): Promise<DeviceStateRow | null> {
  const [row] = await db.select().from(deviceStates).where(eq(deviceStates.deviceId, deviceId));
  return row ?? null;
}
