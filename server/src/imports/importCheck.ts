import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { Queryable } from '../db/database';
import type { EntityDef, FieldError, Row, Scope } from '../entities/kit/entityDef';
import { validationToFieldErrors } from '../http/validationErrors';
import { ImportRefs } from './importRefs';
import { fieldOf, type ImportSpec } from './importSpecs';

export type RowStatus = 'created' | 'updated' | 'unchanged' | 'error';

/** What a file row is, or what is wrong with it: each message names its column (§8 text). */
export interface RowCheck {
  line: number;
  status: RowStatus;
  /** the stored row it updates or leaves as it is */
  id?: number;
  /** the write body the commit sends (ids of references resolved) */
  body?: Row;
  errors: { column: string; message: string }[];
}

const ajv = new Ajv({ allErrors: true, coerceTypes: true, strict: false, useDefaults: false });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** The entity's write body schema, as its create (required fields) or update route checks it. */
function validatorFor(def: EntityDef, creating: boolean, extra: Record<string, object>): ValidateFunction {
  const key = `${def.type}|${creating}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({
      type: 'object',
      properties: { ...def.bodyProperties, ...extra },
      ...(creating ? { required: def.requiredOnCreate } : {}),
    });
    validators.set(key, validate);
  }
  return validate;
}

const allowsNull = (schema: object | undefined) => {
  const type = (schema as { type?: unknown } | undefined)?.type;
  return Array.isArray(type) && type.includes('null');
};

const same = (a: unknown, b: unknown) => {
  const norm = (value: unknown) =>
    value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);
  return norm(a) === norm(b);
};

/**
 * Checks the rows of one import file with the entity's own rules: the write body's JSON schema (as
 * its routes check it) and the definition's prepare (references, ranges, overlaps), inside the
 * transaction the commit also writes in. A row is created, updated (found by id or by the spec's
 * natural key), unchanged, or an error with the column and the message the form would show.
 */
export class ImportCheck {
  private readonly seen = new Map<string, number>();
  private storedById = new Map<number, Row>();
  private storedByKey = new Map<string, Row>();
  private refs!: ImportRefs;
  /** header index -> column of the spec */
  private readonly columnAt: (string | null)[];

  constructor(
    private readonly tx: Queryable,
    private readonly spec: ImportSpec,
    private readonly scope: Scope,
    header: string[],
    mapping: Record<string, string>,
  ) {
    const names = new Set(spec.columns.map((column) => column.name));
    this.columnAt = header.map((source) => (names.has(mapping[source] ?? '') ? mapping[source] : null));
  }

  /** Loads the customer's rows of the entity and what its references may name: once per import. */
  async load(): Promise<this> {
    const { def } = this.spec;
    if (!('customer' in def.scope)) throw new Error(`${def.type} is not kept per customer`);
    const stored = (await this.tx
      .select()
      .from(def.table)
      .where(eq(def.scope.customer, this.scope.customerId))) as Row[];
    this.storedById = new Map(stored.map((row) => [row.id as number, row]));
    this.storedByKey = new Map(stored.map((row) => [this.spec.key(row), row]));
    const kinds = this.spec.columns.flatMap((column) => (column.ref ? [column.ref] : []));
    this.refs = await ImportRefs.load(this.tx, this.scope.customerId, kinds);
    return this;
  }

  /** The row's cells by column name; cells of unmapped headers are left out. */
  private cellsOf(cells: string[]): Map<string, string> {
    const byColumn = new Map<string, string>();
    this.columnAt.forEach((column, index) => {
      if (column && !byColumn.get(column)) byColumn.set(column, (cells[index] ?? '').trim());
    });
    return byColumn;
  }

  /** The column a §8 error's field belongs to: `floor_id` is the floor column. */
  private columnOfField(field: string): string {
    return this.spec.columns.find((column) => fieldOf(column) === field)?.name ?? field;
  }

  private errorsOf(errors: FieldError[]) {
    return errors.map((error) => ({
      column: this.columnOfField(String(error.loc[error.loc.length - 1] ?? '')),
      message: error.msg,
    }));
  }

  async check(line: number, rawCells: string[]): Promise<RowCheck> {
    const { def, columns } = this.spec;
    const cells = this.cellsOf(rawCells);
    const errors: RowCheck['errors'] = [];
    const fail = () => ({ line, status: 'error' as const, errors });

    let existing: Row | null = null;
    const idCell = cells.get('id') ?? '';
    if (idCell !== '') {
      existing = /^\d+$/.test(idCell) ? (this.storedById.get(Number(idCell)) ?? null) : null;
      if (!existing) errors.push({ column: 'id', message: `${def.label} ${idCell} does not exist in this customer` });
    }

    const body: Row = {};
    const within: { parent?: number | null; siteId?: number | null } = { siteId: this.scope.siteId ?? null };
    for (const column of columns) {
      if (column.name === 'id') continue;
      const cell = cells.get(column.name);
      if (cell === undefined) continue;
      const field = fieldOf(column);
      if (column.ref) {
        if (cell === '') {
          if (field && allowsNull(def.bodyProperties[field])) body[field] = null;
          continue;
        }
        const resolved = this.refs.resolve(column.ref, cell, column.ref === 'site' ? {} : within);
        if ('error' in resolved) {
          errors.push({ column: column.name, message: resolved.error });
          continue;
        }
        if (field) body[field] = resolved.id;
        // What follows is looked for inside it: the floor in this address, the room on this floor.
        within.parent = resolved.id;
        if (resolved.siteId != null) within.siteId = resolved.siteId;
        continue;
      }
      if (!field) continue;
      if (cell === '') {
        if (allowsNull(def.bodyProperties[field])) body[field] = null;
        continue;
      }
      body[field] = cell;
    }

    const extra: Record<string, object> =
      def.type === 'room_occupancy' ? { room_id: { type: 'integer', minimum: 1 } } : {};
    const validate = validatorFor(def, !existing && idCell === '', extra);
    if (!validate(body)) {
      // A column whose reference was not found is not also "required".
      const reported = new Set(errors.map((error) => error.column));
      const schemaErrors = validationToFieldErrors((validate.errors ?? []) as FastifySchemaValidationError[], 'body');
      errors.push(...this.errorsOf(schemaErrors).filter((error) => !reported.has(error.column)));
    }
    if (errors.length > 0) return fail();

    // A row whose key the body already tells (an occupancy period) is checked as the update it is:
    // as a create, its own stored period would clash with it.
    if (!existing && this.spec.keyOfBody) existing = this.storedByKey.get(this.spec.keyOfBody(body)) ?? null;
    let values = existing ? null : await def.prepare(this.tx, this.scope, body, null);
    if (Array.isArray(values)) return { ...fail(), errors: this.errorsOf(values) };
    const key = this.spec.key(values ?? existing!);
    existing ??= this.storedByKey.get(key) ?? null;
    const repeated = this.seen.get(existing ? `id:${existing.id}` : key);
    if (repeated !== undefined) {
      errors.push({ column: 'id', message: `Same ${this.spec.keyWords} as line ${repeated}` });
      return fail();
    }
    this.seen.set(existing ? `id:${existing.id}` : key, line);
    if (!existing) return { line, status: 'created', body, errors };

    if (!values || !Object.entries(values).every(([name, value]) => same(value, existing[name]))) {
      const merged = { ...this.writableOf(existing), ...body };
      values = await def.prepare(this.tx, this.scope, merged, existing);
      if (Array.isArray(values)) return { ...fail(), id: existing.id as number, errors: this.errorsOf(values) };
    }
    const unchanged = Object.entries(values).every(([name, value]) => same(value, existing[name]));
    return { line, status: unchanged ? 'unchanged' : 'updated', id: existing.id as number, body, errors };
  }

  /** A stored row's values under their API names, as an update merges a body over them. */
  private writableOf(stored: Row): Row {
    return Object.fromEntries(
      Object.entries(this.spec.def.writable).flatMap(([field, key]) => (key ? [[field, stored[key]]] : [])),
    );
  }
}
