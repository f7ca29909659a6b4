import { and, eq } from 'drizzle-orm';
import { recordChange, recordedType, type ChangeEntry } from './changeWriter';
import { HttpError, conflict, fieldErrors, notFound } from '../../http/httpErrors';
import { isForeignKeyViolation, isUniqueViolation, pgError } from '../../db/pgError';
import { deleteBlockers } from './deleteBlockers';
import { findRow, findStored } from './rowQueries';
import type { EntityDef, QueryScope, Row } from './entityDef';
import type { Queryable } from '../../db/database';
import { customerPart, scopeWhere } from './rowScope';

/** The response row plus the stored secrets, so a record can say "passphrase changed" (masked). */
function snapshot(def: EntityDef, row: Row, stored: Row | null): Row {
  const secrets = Object.fromEntries(
    (def.secrets ?? []).map((name) => [name, stored?.[def.writable[name] ?? name] ?? null]),
  );
  return { ...row, ...secrets };
}

/** Current values under their API names (response row, else stored column): what a PATCH body overlays. */
function writableValues(def: EntityDef, stored: Row, row: Row): Row {
  return Object.fromEntries(
    Object.entries(def.writable).map(([field, key]) => [field, field in row ? row[field] : key ? stored[key] : null]),
  );
}

async function prepareOrFail(tx: Queryable, def: EntityDef, scope: QueryScope, candidate: Row, existing: Row | null) {
  const result = await def.prepare(tx, scope, candidate, existing);
  if (Array.isArray(result)) throw fieldErrors(result);
  return result;
}

/**
 * Unique-index races that slipped past the rules become the rule's own 400, FK races a 409: an
 * HttpError out of this is a refusal of the write, anything else a fault.
 */
export function translate(def: EntityDef, error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (isUniqueViolation(error)) {
    const known = def.uniqueErrors?.[pgError(error)?.constraint ?? ''];
    return known ? fieldErrors([known]) : conflict(`This ${def.label.toLowerCase()} already exists.`);
  }
  if (isForeignKeyViolation(error)) {
    return conflict(
      `This ${def.label.toLowerCase()} is still referenced by other objects or refers to one that was removed.`,
    );
  }
  return error;
}

export async function guarded<T>(def: EntityDef, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translate(def, error);
  }
}

/** The customer a new row of a customer's entity belongs to. */
const ownerOf = (def: EntityDef, scope: QueryScope) =>
  'customer' in def.scope ? { customerId: customerPart(scope).customerId } : {};

/** Change records belong to a customer's history: entities outside one (devices) keep none. */
async function recordHistory(
  tx: Queryable,
  def: EntityDef,
  scope: QueryScope,
  entry: Omit<ChangeEntry, 'objectType' | 'secrets'>,
) {
  if ('customer' in def.scope)
    await recordChange(tx, customerPart(scope), { ...entry, objectType: recordedType(def), secrets: def.secrets });
}

export function createEntity(db: Queryable, def: EntityDef, scope: QueryScope, body: Row): Promise<Row> {
  return guarded(def, () =>
    db.transaction(async (tx) => {
      const values = await prepareOrFail(tx, def, scope, body, null);
      const [inserted] = await tx
        .insert(def.table)
        .values({ ...values, ...ownerOf(def, scope) })
        .returning({ id: def.idColumn });
      const id = inserted.id as number;
      await def.afterWrite?.(tx, scope, id, body, null, values);
      const row = (await findRow(tx, def, scope, id)) as Row;
      await recordHistory(tx, def, scope, {
        objectId: id,
        action: 'create',
        before: null,
        after: snapshot(def, row, values),
      });
      return row;
    }),
  );
}

/** How a caller holding the transaction writes a row (a bulk edit: many rows in one). */
export interface RowWrite {
  /** The row as the caller has just read it in the transaction, spared a second read. */
  read?: Row;
  /** False for a preview that is rolled back: no History to write, nor routers to mark. */
  history?: boolean;
}

/** Updates one row within `tx`, which the caller holds (a refusal may leave part of the write in it). */
export async function updateRow(
  tx: Queryable,
  def: EntityDef,
  scope: QueryScope,
  id: number,
  body: Row,
  { read, history = true }: RowWrite = {},
): Promise<Row> {
  const stored = await findStored(tx, def, scope, id);
  const before = stored && (read ?? (await findRow(tx, def, scope, id)));
  if (!stored || !before) throw notFound();
  const values = await prepareOrFail(tx, def, scope, { ...writableValues(def, stored, before), ...body }, stored);
  await tx
    .update(def.table)
    .set({ ...values, modifiedAt: new Date() })
    .where(and(eq(def.idColumn, id), scopeWhere(def, scope)));
  await def.afterWrite?.(tx, scope, id, { ...writableValues(def, stored, before), ...body }, stored, values);
  const after = (await findRow(tx, def, scope, id)) as Row;
  if (history)
    await recordHistory(tx, def, scope, {
      objectId: id,
      action: 'update',
      before: snapshot(def, before, stored),
      after: snapshot(def, after, { ...stored, ...values }),
    });
  return after;
}

export function updateEntity(db: Queryable, def: EntityDef, scope: QueryScope, id: number, body: Row): Promise<Row> {
  return guarded(def, () => db.transaction((tx) => updateRow(tx, def, scope, id, body)));
}

/** Deletes one row within `tx`, which the caller holds. */
export async function deleteRow(
  tx: Queryable,
  def: EntityDef,
  scope: QueryScope,
  id: number,
  { read, history = true }: RowWrite = {},
) {
  const stored = await findStored(tx, def, scope, id);
  const before = stored && (read ?? (await findRow(tx, def, scope, id)));
  if (!stored || !before) throw notFound();
  const blockers = await deleteBlockers(tx, def, id);
  if (blockers.length > 0) {
    throw conflict(
      def.deleteRefusal?.(stored, blockers) ??
        `Cannot delete this ${def.label.toLowerCase()}: it still has ${blockers.join(', ')}. Remove or reassign them first.`,
    );
  }
  await def.beforeDelete?.(tx, scope, stored);
  await tx.delete(def.table).where(and(eq(def.idColumn, id), scopeWhere(def, scope)));
  await def.afterDelete?.(tx, scope, stored);
  if (history)
    await recordHistory(tx, def, scope, {
      objectId: id,
      action: 'delete',
      before: snapshot(def, before, stored),
      after: null,
    });
}

export function deleteEntity(db: Queryable, def: EntityDef, scope: QueryScope, id: number): Promise<void> {
  return guarded(def, () => db.transaction((tx) => deleteRow(tx, def, scope, id)));
}
