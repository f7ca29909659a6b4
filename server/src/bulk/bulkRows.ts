import { and, eq, getTableName, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { changeRecords } from '../db/schema/changes';
import { mikrotikDevices } from '../db/schema/devices';
import { networks } from '../db/schema/networks';
import type { BulkSkip } from '../db/schema/bulkEdits';
import type { EntityDef, Row, Scope } from '../entities/kit/entityDef';
import { deleteRow, guarded, translate, updateRow } from '../entities/kit/writes';
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

/** Rows run in one savepoint: a savepoint per row cost a fifth of a 1,000-row bulk edit. */
const CHUNK_ROWS = 100;

type RowOutcome =
  { kind: 'changed'; change: BulkOutcome['changed'][number] } | { kind: 'unchanged' | 'skipped'; skip?: BulkSkip };

export interface BulkOptions {
  progress?: (done: number) => void;
  signal?: AbortSignal;
  /** A deleted row carries the stored rows its delete removed (what undo puts back). */
  keepImages?: boolean;
  /** A preview, rolled back: it writes no History (no later row's rule reads it). */
  preview?: boolean;
}

/** One row through the kit's own update or delete, in `tx`; a refusal throws. */
async function runRow(
  tx: Queryable,
  def: EntityDef,
  scope: Scope,
  action: BulkAction,
  id: number,
  set: Row,
  { keepImages = false, preview = false }: BulkOptions,
): Promise<RowOutcome> {
  const before = await findRow(tx, def, scope, id);
  if (!before) return { kind: 'skipped', skip: { id, message: `${def.label} ${id} does not exist in this customer` } };
  const write = { read: before, history: !preview };
  if (action === 'delete') {
    const images = keepImages ? await imagesOfDelete(tx, getTableName(def.table), def.idColumn.name, id) : undefined;
    await deleteRow(tx, def, scope, id, write);
    return { kind: 'changed', change: { id, before, after: {}, images } };
  }
  if (differing(before, set).length === 0) return { kind: 'unchanged' };
  return { kind: 'changed', change: { id, before, after: await updateRow(tx, def, scope, id, set, write) } };
}

function add(outcome: BulkOutcome, id: number, row: RowOutcome) {
  if (row.kind === 'changed') outcome.changed.push(row.change);
  else if (row.kind === 'unchanged') outcome.unchanged.push(id);
  else if (row.skip) outcome.skipped.push(row.skip);
}

/**
 * Runs a bulk edit or delete through the kit's own update or delete (its rules, its "Cannot
 * delete" refusal, its change record). Rows go a hundred to a savepoint of `tx`; a chunk where any
 * row is refused is undone and run again a row to a savepoint, so the refused row is skipped with
 * its reason (a refusal may come after part of its write) and the others go on. Rows the scope
 * cannot reach are skipped too.
 */
export async function runBulk(
  tx: Queryable,
  def: EntityDef,
  scope: Scope,
  action: BulkAction,
  ids: number[],
  set: Row,
  options: BulkOptions = {},
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { changed: [], unchanged: [], skipped: [] };
  const cancelled = () => {
    if (options.signal?.aborted) throw new Error('The bulk edit was cancelled');
  };
  for (let start = 0; start < ids.length; start += CHUNK_ROWS) {
    const chunk = ids.slice(start, start + CHUNK_ROWS);
    const rows = await tx
      .transaction(async (chunkTx) => {
        const ran: RowOutcome[] = [];
        for (const id of chunk) {
          cancelled();
          ran.push(await runRow(chunkTx, def, scope, action, id, set, options));
        }
        return ran;
      })
      .catch((error: unknown) => {
        // A row's refusal (the kit's rules, or a clash only the database saw), not a fault.
        if (!(translate(def, error) instanceof HttpError)) throw error;
        return null;
      });
    if (rows) chunk.forEach((id, index) => add(outcome, id, rows[index]));
    else
      for (const id of chunk) {
        cancelled();
        try {
          const row = await guarded(def, () =>
            tx.transaction((rowTx) => runRow(rowTx, def, scope, action, id, set, options)),
          );
          add(outcome, id, row);
        } catch (error) {
          outcome.skipped.push({ id, message: messageOfWrite(error) });
        }
      }
    options.progress?.(Math.min(start + CHUNK_ROWS, ids.length));
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
