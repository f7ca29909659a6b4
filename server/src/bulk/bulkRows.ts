import { and, eq, getTableName, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { changeRecords } from '../db/schema/changes';
import { mikrotikDevices } from '../db/schema/devices';
import { networks } from '../db/schema/networks';
import type { BulkSkip } from '../db/schema/bulkEdits';
import type { EntityDef, Row, Scope } from '../entities/kit/entityDef';
import { deleteEntity, updateEntity } from '../entities/kit/writes';
import { findRow } from '../entities/kit/rowQueries';
import { recordedType } from '../entities/kit/changeWriter';
import { HttpError } from '../http/httpErrors';
import { imagesOfDelete, type RowImage } from './bulkImages';

export type BulkAction = 'edit' | 'delete';

/** What running a bulk edit over its rows found: the rows it changed (before → after), left alone or skipped. */
export interface BulkOutcome {
  changed: { id: number; before: Row; after: Row; images?: RowImage[] }[];
  unchanged: number[];
  skipped: BulkSkip[];
}

/** The §8 text of a refused write: the field errors ("speed_limit_id: …") or the 409's detail. */
export function messageOfWrite(error: unknown): string {
  if (!(error instanceof HttpError)) throw error;
  if (typeof error.detail === 'string') return error.detail;
  return error.detail
    .map((item) => {
      const field = String(item.loc[item.loc.length - 1] ?? '');
      return field && field !== 'body' ? `${field}: ${item.msg}` : item.msg;
    })
    .join('; ');
}

/** The fields of `set` whose value differs on a row (what the preview's sample shows). */
const differing = (row: Row, set: Row) =>
  Object.keys(set).filter((field) => JSON.stringify(row[field] ?? null) !== JSON.stringify(set[field] ?? null));

/**
 * Runs a bulk edit or delete row by row through the kit's own update or delete (its rules, its
 * "Cannot delete" refusal, its change record), each in a savepoint of `tx` so that a refused row is
 * skipped with its reason and the others go on. Rows the scope cannot reach are skipped too.
 * With `keepImages`, a deleted row carries the stored rows its delete removed (what undo puts back).
 */
export async function runBulk(
  tx: Queryable,
  def: EntityDef,
  scope: Scope,
  action: BulkAction,
  ids: number[],
  set: Row,
  progress?: (done: number) => void,
  signal?: AbortSignal,
  keepImages = false,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { changed: [], unchanged: [], skipped: [] };
  for (const [index, id] of ids.entries()) {
    if (signal?.aborted) throw new Error('The bulk edit was cancelled');
    const before = await findRow(tx, def, scope, id);
    if (!before) {
      outcome.skipped.push({ id, message: `${def.label} ${id} does not exist in this customer` });
      continue;
    }
    try {
      if (action === 'delete') {
        const images = keepImages
          ? await imagesOfDelete(tx, getTableName(def.table), def.idColumn.name, id)
          : undefined;
        await deleteEntity(tx, def, scope, id);
        outcome.changed.push({ id, before, after: {}, images });
      } else if (differing(before, set).length === 0) {
        outcome.unchanged.push(id);
      } else {
        const after = await updateEntity(tx, def, scope, id, set);
        outcome.changed.push({ id, before, after });
      }
    } catch (error) {
      outcome.skipped.push({ id, message: messageOfWrite(error) });
    }
    progress?.(index + 1);
  }
  return outcome;
}

/** The last change record of the customer before a bulk edit writes: its own records come after it. */
export async function lastChangeOf(tx: Queryable, customerId: number): Promise<number> {
  const [{ last }] = await tx
    .select({ last: max(changeRecords.id) })
    .from(changeRecords)
    .where(eq(changeRecords.customerId, customerId));
  return last ?? 0;
}

/** Marks the change records this bulk edit wrote (its rows', after `since`) as its own. */
export async function linkChanges(
  tx: Queryable,
  def: EntityDef,
  customerId: number,
  bulkEditId: number,
  ids: number[],
  since: number,
) {
  for (let start = 0; start < ids.length; start += 5000) {
    await tx
      .update(changeRecords)
      .set({ bulkEditId })
      .where(
        and(
          eq(changeRecords.customerId, customerId),
          eq(changeRecords.objectType, recordedType(def)),
          inArray(changeRecords.objectId, ids.slice(start, start + 5000)),
          gt(changeRecords.id, since),
          isNull(changeRecords.bulkEditId),
        ),
      );
  }
}

/**
 * Router configuration entries a change of these networks touches: each network is rendered on
 * every router of its site (one queue, address or VLAN entry per router), so one per network and
 * router of the network's site. Counted before the change, from the networks as stored.
 */
export async function routerEntries(tx: Queryable, customerId: number, networkIds: number[]): Promise<number> {
  let entries = 0;
  for (let start = 0; start < networkIds.length; start += 5000) {
    const [row] = await tx
      .select({ entries: sql<number>`count(*)`.mapWith(Number) })
      .from(networks)
      .innerJoin(mikrotikDevices, eq(mikrotikDevices.siteId, networks.siteId))
      .where(and(eq(networks.customerId, customerId), inArray(networks.id, networkIds.slice(start, start + 5000))));
    entries += row?.entries ?? 0;
  }
  return entries;
}
