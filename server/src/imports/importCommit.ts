import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/database';
import { changeRecords } from '../db/schema/changes';
import { importChanges, imports } from '../db/schema/imports';
import type { Scope } from '../entities/kit/entityDef';
import { createEntity, updateEntity } from '../entities/kit/writes';
import { HttpError } from '../http/httpErrors';
import { ImportCheck, type RowCheck } from './importCheck';
import { importSpecNamed } from './importSpecs';

export type ImportRow = typeof imports.$inferSelect;
/** 'valid': the rows that passed; 'all': every row or, when one fails, none. */
export type CommitMode = 'valid' | 'all';

/** The import's scope: the customer, the user and the site it was uploaded in. */
export const scopeOf = (row: ImportRow): Scope => ({
  customerId: row.customerId,
  userId: row.userId as number,
  siteId: row.siteId,
});

export const specOf = (row: ImportRow) => {
  const spec = importSpecNamed(row.entityType);
  if (!spec) throw new Error(`No import of ${row.entityType}`);
  return spec;
};

/** Runs the check of every row of a stored file, reporting each (the dry run and the commit share it). */
export async function checkImport(
  tx: Queryable,
  row: ImportRow,
  each: (check: RowCheck, index: number) => Promise<void>,
): Promise<void> {
  const check = await new ImportCheck(tx, specOf(row), scopeOf(row), row.header, row.mapping ?? {}).load();
  let index = 0;
  for (const [line, cells] of row.rows) {
    await each(await check.check(line, cells), index);
    index += 1;
  }
}

/** The dry run: every row checked inside a transaction that is then rolled back, so nothing is kept. */
export async function dryRun(db: Database, row: ImportRow): Promise<RowCheck[]> {
  const checks: RowCheck[] = [];
  const rolledBack = new Error('dry run');
  await db
    .transaction(async (tx) => {
      await checkImport(tx, row, async (check) => {
        checks.push({ line: check.line, status: check.status, errors: check.errors });
      });
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  return checks;
}

const messageOf = (errors: RowCheck['errors']) =>
  errors.map((error) => (error.column ? `${error.column}: ${error.message}` : error.message)).join('; ');

function errorsOfWrite(error: unknown): RowCheck['errors'] {
  if (!(error instanceof HttpError)) throw error;
  if (typeof error.detail === 'string') return [{ column: '', message: error.detail }];
  return error.detail.map((item) => ({ column: String(item.loc[item.loc.length - 1] ?? ''), message: item.msg }));
}

export interface CommitProgress {
  (done: number, total: number): Promise<void>;
}

/**
 * Writes the rows that pass, each through the entity's own create or update (its rules, its change
 * record), all in one transaction; a row refused at write time is an error row and the rest go on.
 * The change records it wrote are marked as this import's. Returns `[line, status, message]` per row.
 */
export async function commitImport(
  db: Database,
  row: ImportRow,
  mode: CommitMode,
  progress: CommitProgress,
  signal?: AbortSignal,
): Promise<[number, string, string][]> {
  const spec = specOf(row);
  const scope = scopeOf(row);
  const result: [number, string, string][] = [];
  const written: number[] = [];
  const total = row.rows.length;
  const allOrNothing = new Error('all or nothing');
  let reported: Promise<void> = Promise.resolve();
  await db
    .transaction(async (tx) => {
      const [{ lastChange }] = await tx
        .select({ lastChange: max(changeRecords.id) })
        .from(changeRecords)
        .where(eq(changeRecords.customerId, scope.customerId));
      await checkImport(tx, row, async (check, index) => {
        if (signal?.aborted) throw new Error('The import was cancelled');
        let { status, errors } = check;
        try {
          if (status === 'created') written.push((await createEntity(tx, spec.def, scope, check.body!)).id as number);
          if (status === 'updated') {
            await updateEntity(tx, spec.def, scope, check.id!, check.body!);
            written.push(check.id!);
          }
        } catch (error) {
          status = 'error';
          errors = errorsOfWrite(error);
        }
        result.push([check.line, status, messageOf(errors)]);
        // Not awaited here: on the embedded database the job queue writes on this same single connection,
        // so the write waits for this transaction (on PostgreSQL it lands at once, from the queue's own
        // pool). Chained, so that no step lands after a later one.
        if ((index + 1) % 250 === 0) reported = reported.then(() => progress(index + 1, total)).catch(() => undefined);
      });
      if (mode === 'all' && result.some(([, status]) => status === 'error')) throw allOrNothing;
      for (let start = 0; start < written.length; start += 5000) {
        await tx.insert(importChanges).select(
          tx
            .select({ changeId: changeRecords.id, importId: sql<number>`${row.id}`.as('import_id') })
            .from(changeRecords)
            .where(
              and(
                eq(changeRecords.customerId, scope.customerId),
                eq(changeRecords.objectType, spec.type),
                inArray(changeRecords.objectId, written.slice(start, start + 5000)),
                lastChange == null ? undefined : gt(changeRecords.id, lastChange),
              ),
            ),
        );
      }
      await tx
        .update(imports)
        .set({ state: 'committed', result })
        .where(and(eq(imports.id, row.id), eq(imports.customerId, scope.customerId)));
    })
    .catch(async (error: unknown) => {
      if (error !== allOrNothing) throw error;
      const unsaved = result.map(([line, status, message]): [number, string, string] =>
        status === 'error' ? [line, status, message] : [line, 'not saved', 'Another row failed: nothing was saved'],
      );
      result.splice(0, result.length, ...unsaved);
      await db
        .update(imports)
        .set({ state: 'committed', result })
        .where(and(eq(imports.id, row.id), eq(imports.customerId, scope.customerId)));
    });
  await reported;
  await progress(total, total);
  return result;
}
