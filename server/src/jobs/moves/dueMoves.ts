/**
 * Move-ins and move-outs that came due: each occupancy start and end turns at local midnight in
 * its site's time zone. Handling one claims it in `move_events` (one row per occupancy, kind and
 * date, so whichever instance claims it first handles it, once), writes a change record naming the
 * occupancy (which marks the site's routers "changes pending"), and, where the site applies
 * automatically, sends the apply job of each of its routers (one job per router key).
 */
import { and, eq, gte, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { changeRecords, mikrotikDevices, moveEvents, roomOccupancies, rooms, sites } from '../../db/schema';
import type { MoveApplyMode, MoveKind } from '../../../../rules/moves';
import type { JobQueue } from '../jobQueue';
import type { JobKind } from '../jobKind';
import type { ApplyPayload } from '../routers/routerApply';
import { CATCH_UP_DAYS, addDays, localMidnight, siteZone } from '../../mikrotik/moves/siteDates';

export interface MoveContext {
  db: Database;
  jobs: JobQueue;
  apply: JobKind<ApplyPayload>;
}

export interface DueMove {
  customerId: number;
  siteId: number;
  occupancyId: number;
  kind: MoveKind;
  date: string;
  dueAt: Date;
  mode: MoveApplyMode;
}

/** Occupancy starts and ends whose local midnight lies in (now − catch-up, now]. */
export async function dueMoves(db: Database, now: Date): Promise<DueMove[]> {
  // Dates within a day of the window either side cover every zone's offset.
  const from = addDays(now.toISOString().slice(0, 10), -CATCH_UP_DAYS - 1);
  const to = addDays(now.toISOString().slice(0, 10), 1);
  const rows = await db
    .select({
      customerId: sites.customerId,
      siteId: sites.id,
      timeZone: sites.timeZone,
      mode: sites.moveApply,
      occupancyId: roomOccupancies.id,
      startDate: roomOccupancies.startDate,
      endDate: roomOccupancies.endDate,
    })
    .from(roomOccupancies)
    .innerJoin(rooms, eq(rooms.id, roomOccupancies.roomId))
    .innerJoin(sites, eq(sites.id, rooms.siteId))
    .where(
      or(
        and(
          isNotNull(roomOccupancies.startDate),
          gte(roomOccupancies.startDate, from),
          lte(roomOccupancies.startDate, to),
        ),
        and(isNotNull(roomOccupancies.endDate), gte(roomOccupancies.endDate, from), lte(roomOccupancies.endDate, to)),
      ),
    );
  const earliest = now.getTime() - CATCH_UP_DAYS * 86_400_000;
  return rows.flatMap(({ timeZone, startDate, endDate, ...row }) =>
    (
      [
        ['move_in', startDate],
        ['move_out', endDate],
      ] as const
    ).flatMap(([kind, date]) => {
      if (date === null || date < from || date > to) return [];
      const dueAt = localMidnight(date, siteZone(timeZone));
      return dueAt.getTime() <= now.getTime() && dueAt.getTime() > earliest ? [{ ...row, kind, date, dueAt }] : [];
    }),
  );
}

/** Claims the moves no instance handled yet; the ones returned are this caller's to handle. */
async function claim(db: Database, moves: DueMove[]): Promise<(DueMove & { eventId: number })[]> {
  if (moves.length === 0) return [];
  const claimed = await db
    .insert(moveEvents)
    .values(
      moves.map(({ customerId, siteId, occupancyId, kind, date, dueAt, mode }) => ({
        customerId,
        siteId,
        occupancyId,
        kind,
        date,
        dueAt,
        mode,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: moveEvents.id,
      occupancyId: moveEvents.occupancyId,
      kind: moveEvents.kind,
      date: moveEvents.date,
    });
  return claimed.flatMap((row) => {
    const move = moves.find((m) => m.occupancyId === row.occupancyId && m.kind === row.kind && m.date === row.date);
    return move ? [{ ...move, eventId: row.id }] : [];
  });
}

/** Handles every move due at `now`; returns the ones this call handled. */
export async function handleDueMoves(context: MoveContext, now: Date) {
  const { db } = context;
  const handled = await claim(db, await dueMoves(db, now));
  if (handled.length === 0) return [];
  await db.insert(changeRecords).values(
    handled.map((move) => ({
      customerId: move.customerId,
      userId: null,
      objectType: 'room_occupancy',
      objectId: move.occupancyId,
      action: 'update' as const,
      before: null,
      after: { site_id: move.siteId, [move.kind]: move.date, automatic_apply: move.mode },
    })),
  );
  const applySites = [...new Set(handled.filter((move) => move.mode === 'apply').map((move) => move.siteId))];
  if (applySites.length > 0) {
    const devices = await db
      .select({ id: mikrotikDevices.id, siteId: mikrotikDevices.siteId })
      .from(mikrotikDevices)
      .where(and(inArray(mikrotikDevices.siteId, applySites), eq(mikrotikDevices.enabled, true)));
    for (const siteId of applySites) {
      const jobs = [];
      for (const device of devices.filter((d) => d.siteId === siteId)) {
        // One apply per router: a job waiting for it plans afresh when it runs, and one running
        // applies again at its end, so either is reused.
        const { id } = await context.jobs.send(context.apply, { deviceId: device.id, userId: null });
        jobs.push({ deviceId: device.id, jobId: id });
      }
      const events = handled.filter((move) => move.siteId === siteId).map((move) => move.eventId);
      await db.update(moveEvents).set({ jobs }).where(inArray(moveEvents.id, events));
    }
  }
  return handled;
}
