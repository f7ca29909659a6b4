import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../db/database';
import { bulkEditRows, bulkEdits } from '../db/schema/bulkEdits';
import { changeRecords } from '../db/schema/changes';
import type { EntityDef, Row, Scope } from '../entities/kit/entityDef';
import { updateEntity } from '../entities/kit/writes';
import { findRow } from '../entities/kit/rowQueries';
import { recordChange, recordedType } from '../entities/kit/changeWriter';
import { restoreImages } from './bulkImages';
import { HttpError, conflict } from '../http/httpErrors';
import { bulkEntities } from './bulkEntities';
import { lastChangeOf, linkChanges, messageOfWrite, runBulk, type BulkOutcome } from './bulkRows';

export type BulkEditRow = typeof bulkEdits.$inferSelect;

export const defOf = (row: BulkEditRow) => {
  const def = bulkEntities[row.entity];
  if (!def) throw new Error(`No bulk edit of ${row.entity}`);
  return def;
};

/** The scope a bulk edit writes in: its customer, its user and the site it was asked in. */
export const scopeOf = (row: BulkEditRow): Scope => ({
  customerId: row.customerId,
  userId: row.userId as number,
  siteId: row.siteId,
});

/**
 * Applies a bulk edit in one transaction: each row through the kit's update or delete (a refused row
 * is skipped with its reason), its change records marked as this edit's, its outcome stored on it.
 */
export async function applyBulk(
  db: Database,
  row: BulkEditRow,
  progress: (done: number, total: number) => Promise<void>,
  signal?: AbortSignal,
) {
  const def = defOf(row);
  const scope = scopeOf(row);
  const total = row.ids.length;
  let reported: Promise<void> = Promise.resolve();
  const counts = await db.transaction(async (tx) => {
    const since = await lastChangeOf(tx, scope.customerId);
    const outcome = await runBulk(tx, def, scope, row.action, row.ids, row.fields, {
      progress: (done) => {
        // Not awaited, chained (see importCommit.ts): on PGlite the queue writes on this connection.
        if (done % 250 === 0) reported = reported.then(() => progress(done, total)).catch(() => undefined);
      },
      signal,
      keepImages: true,
    });
    await keepImages(tx, row, outcome.changed);
    const changed = outcome.changed.map(({ id }) => id);
    await linkChanges(tx, def, scope.customerId, row.id, changed, since);
    const counts = { changed: changed.length, unchanged: outcome.unchanged.length, skipped: outcome.skipped.length };
    await tx
      .update(bulkEdits)
      .set({ status: 'applied', counts, skipped: outcome.skipped, appliedAt: new Date() })
      .where(and(eq(bulkEdits.id, row.id), eq(bulkEdits.customerId, scope.customerId)));
    return counts;
  });
  await reported;
  await progress(total, total);
  return counts;
}

/** Stores the rows a bulk delete removed (bulk_edit_rows), in batches: what its undo puts back. */
async function keepImages(tx: Queryable, row: BulkEditRow, changed: BulkOutcome['changed']) {
  const values = changed.flatMap(({ id, images }) =>
    (images ?? []).map((image) => ({ ...image, bulkEditId: row.id, customerId: row.customerId, objectId: id })),
  );
  for (let start = 0; start < values.length; start += 500)
    await tx.insert(bulkEditRows).values(values.slice(start, start + 500));
}

const later = alias(changeRecords, 'later');

/** The records of a bulk edit's rows written after its own (by anything else): they block its undo. */
async function changedLater(db: Database, row: BulkEditRow): Promise<number[]> {
  const found = await db
    .selectDistinct({ id: changeRecords.objectId })
    .from(changeRecords)
    .innerJoin(
      later,
      and(
        eq(later.customerId, changeRecords.customerId),
        eq(later.objectType, changeRecords.objectType),
        eq(later.objectId, changeRecords.objectId),
        gt(later.id, changeRecords.id),
      ),
    )
    .where(and(eq(changeRecords.customerId, row.customerId), eq(changeRecords.bulkEditId, row.id)))
    .orderBy(changeRecords.objectId);
  return found.map(({ id }) => id);
}

/**
 * Puts a bulk delete's rows back from their stored images, under their own ids, and writes the
 * "create" change record of each (History shows them back, by the user who undid).
 */
async function restoreDeleted(tx: Queryable, def: EntityDef, scope: Scope, row: BulkEditRow, deleted: number[]) {
  const images = await tx
    .select()
    .from(bulkEditRows)
    .where(and(eq(bulkEditRows.bulkEditId, row.id), eq(bulkEditRows.customerId, row.customerId)))
    .orderBy(asc(bulkEditRows.depth), asc(bulkEditRows.id));
  const kept = new Set(images.filter((image) => image.depth === 0).map((image) => image.objectId));
  const missing = deleted.filter((id) => !kept.has(id));
  if (missing.length > 0)
    throw conflict(
      `Cannot undo this bulk delete: the stored ${def.label.toLowerCase()} records ${missing.slice(0, 10).join(', ')} ` +
        'are missing, so they cannot be put back.',
    );
  const label = def.label.toLowerCase();
  await restoreImages(
    tx,
    images,
    (image) =>
      image.depth === 0 ? `${label} ${image.objectId}` : `a ${image.tableName} row of ${label} ${image.objectId}`,
    (image, constraint) => (image.depth === 0 ? def.uniqueErrors?.[constraint]?.msg : undefined),
  );
  for (const id of deleted) {
    const restored = await findRow(tx, def, scope, id);
    if (!restored) throw conflict(`Cannot undo: ${label} ${id} came back outside this customer.`);
    await recordChange(tx, scope, {
      objectType: recordedType(def),
      objectId: id,
      action: 'create',
      before: null,
      after: restored,
      secrets: def.secrets,
    });
  }
  await tx.delete(bulkEditRows).where(eq(bulkEditRows.bulkEditId, row.id));
}

/**
 * Undoes an applied bulk edit in one transaction, from its change records: each updated row gets
 * its recorded values back through the kit's update (its rules, a change record of the undo); each
 * deleted row is put back exactly as it was stored, under its own id, with the rows its delete
 * removed with it (bulk_edit_rows), and a "create" change record of it in History. Refused (409)
 * when any of its rows was changed after it, so an undo never overwrites a later change, or when a
 * deleted row no longer fits (its unique values taken since, a row it points at gone).
 */
export async function undoBulk(db: Database, row: BulkEditRow, userId: number): Promise<number> {
  if (row.status === 'undone') throw conflict('This bulk edit was already undone.');
  if (row.status !== 'applied') throw conflict('This bulk edit has not been applied yet, so there is nothing to undo.');
  const def = defOf(row);
  const blocked = await changedLater(db, row);
  if (blocked.length > 0) {
    const shown = blocked.slice(0, 10).join(', ') + (blocked.length > 10 ? ', …' : '');
    throw conflict(
      `Cannot undo this bulk edit: ${blocked.length} of its ${def.label.toLowerCase()} records were changed ` +
        `after it (${shown}). Change them back by hand.`,
    );
  }
  const scope = { ...scopeOf(row), userId };
  const writable = new Set(Object.keys(def.writable));
  const pick = (fields: unknown) =>
    Object.fromEntries(Object.entries((fields ?? {}) as Row).filter(([field]) => writable.has(field)));
  return db.transaction(async (tx) => {
    const records = await tx
      .select()
      .from(changeRecords)
      .where(and(eq(changeRecords.customerId, row.customerId), eq(changeRecords.bulkEditId, row.id)))
      .orderBy(asc(changeRecords.id));
    for (const record of records) {
      if (record.action !== 'update') continue;
      try {
        await updateEntity(tx, def, scope, record.objectId, pick(record.before));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        throw conflict(`Cannot undo ${def.label.toLowerCase()} ${record.objectId}: ${messageOfWrite(error)}`);
      }
    }
    const deleted = records.filter((record) => record.action === 'delete').map((record) => record.objectId);
    if (deleted.length > 0) await restoreDeleted(tx, def, scope, row, deleted);
    await tx
      .update(bulkEdits)
      .set({ status: 'undone', undoneAt: sql`now()` })
      .where(and(eq(bulkEdits.id, row.id), eq(bulkEdits.customerId, row.customerId)));
    return records.length;
  });
}
