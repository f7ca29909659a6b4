import { Column, and, count, eq, gte, is, lte, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { Bindings, builtOnce } from '../../db/builtOnce';
import { qualified } from '../../db/qualified';
import { renderedOnce } from '../../db/renderedOnce';
import { forbidden } from '../../http/httpErrors';
import type { ListParams } from './listParams';
import { loadSitePlan } from './refs';
import { orderBy, searchCondition } from '../../db/sqlParts';
import type { Dependent, EntityDef, ListFilter, Row, Scope } from './entityDef';
import type { Queryable } from '../../db/database';
import { scopeWhere, siteColumnOf, type QueryScope } from './rowScope';
import { blockerCountFields, namesDeleteBlockers, withoutBlockerCounts } from './deleteBlockers';
import { isOwnTableOrdering } from './ownTableOrdering';

/** True when no dependent row points at the row of `idColumn` (one NOT EXISTS per dependent). */
export function noDependentsSql(dependents: Dependent[], idColumn: AnyColumn): SQL<boolean> {
  if (dependents.length === 0) return sql<boolean>`true`;
  const blockers = dependents.map(
    (dep) => sql`exists (select 1 from ${dep.table} where ${qualified(dep.column)} = ${qualified(idColumn)})`,
  );
  return sql<boolean>`not (${sql.join(blockers, sql` or `)})`;
}

/** `can_delete` of an entity's rows. */
export function canDeleteSql(def: EntityDef): SQL<boolean> {
  return def.readOnly ? sql<boolean>`false` : noDependentsSql(def.dependents, def.idColumn);
}

/** `make(def)`, computed once per entity definition. */
function oncePerEntity<T>(make: (def: EntityDef) => T): (def: EntityDef) => T {
  const made = new WeakMap<EntityDef, T>();
  return (def) => {
    let value = made.get(def);
    if (value === undefined) made.set(def, (value = make(def)));
    return value;
  };
}

/** Names the entity in the shapes of its statements built once (two definitions may share a type). */
const entityKey = oncePerEntity((def) => `${def.type}#${(entityCount += 1)}`);
let entityCount = 0;

/**
 * The shape of an entity's statement built once: what it is, and which values it binds (they
 * follow which filters a list has, whether it is site-scoped, searched or past its first page).
 * Null for an entity whose rows the whole request scope chooses (its conditions carry values).
 */
function shapeOf(def: EntityDef, statement: string, bound: Bindings): string | null {
  if (!('customer' in def.scope)) return null;
  return `${entityKey(def)} ${statement} ${Object.keys(bound.values).join(',')}`;
}

/** What a row of the entity selects: its fields and can_delete, their SQL rendered once. */
const selection = oncePerEntity((def) => renderedOnce({ ...def.fields, can_delete: canDeleteSql(def) }));

/** What a read of one item selects: a row, and the counts that name what blocks its delete. */
const readSelection = oncePerEntity((def) => renderedOnce({ ...selection(def), ...blockerCountFields(def) }));

export function baseQuery(db: Queryable, def: EntityDef, fields = selection(def)) {
  const query = db.select(fields).from(def.table).$dynamic();
  return (def.joins ? def.joins(query) : query) as typeof query;
}

/** One filter's condition: a comparison on the listed table, or an EXISTS over a related one. */
function filterCondition(def: EntityDef, filter: ListFilter, operand: Placeholder): SQL {
  const compare = filter.op === 'gte' ? gte : filter.op === 'lte' ? lte : eq;
  if (!filter.exists) return compare(filter.column, operand);
  // Qualified: inside the subquery an unqualified "id" would name the related table's column.
  const { table, owner, listed = def.idColumn, through, where } = filter.exists;
  const join = through
    ? sql` join ${through.table} on ${qualified(through.on[0])} = ${qualified(through.on[1])}`
    : sql``;
  const narrowed = where ? sql` and ${where}` : sql``;
  return sql`exists (select 1 from ${table}${join} where ${qualified(owner)} = ${qualified(listed)} and ${compare(qualified(filter.column), operand)}${narrowed})`;
}

/** WHERE of a list: the customer, the site (filter, else X-Site-ID), filters and search, their values bound. */
export function listConditions(def: EntityDef, scope: QueryScope, params: ListParams, bound: Bindings) {
  const conditions: (SQL | undefined)[] = [scopeWhere(def, scope, bound)];
  const siteColumn = siteColumnOf(def);
  if (siteColumn && 'siteId' in scope) {
    const site = params.filters.site_id ?? scope.siteId;
    if (site != null) conditions.push(eq(siteColumn, bound.bind('site', site, siteColumn)));
  }
  for (const [name, value] of Object.entries(params.filters)) {
    if (name === 'site_id' && siteColumn) continue;
    const filter = def.filters[name];
    if (!filter) continue;
    const operand = filter.format === 'date-time' ? new Date(String(value)) : value;
    conditions.push(filterCondition(def, filter, bound.bind(`filter ${name}`, operand, filter.column)));
  }
  conditions.push(searchCondition(def.searchColumns, params.search, bound));
  return and(...conditions);
}

/**
 * An ordering by one of the entity's own columns walks its ordering indexes on the base table; one
 * declared ownTableOrdering sorts the matching base rows; any other (a joined name) needs the joins
 * and sorts the matching rows: hundreds in a site, a few thousand in a customer.
 */
function orderingNeedsJoins(def: EntityDef, ordering: AnyColumn | SQL): boolean {
  return !((is(ordering, Column) && ordering.table === def.table) || isOwnTableOrdering(ordering));
}

/** The base table, with the joins when filters, search or the ordering need joined columns. */
function narrowQuery<T extends Record<string, unknown>>(
  db: Queryable,
  def: EntityDef,
  fields: T,
  needsJoins = def.listNeedsJoins,
) {
  const query = db
    .select(fields as Record<string, SQL | typeof def.idColumn>)
    .from(def.table)
    .$dynamic();
  return (needsJoins && def.joins ? def.joins(query) : query) as typeof query;
}

/**
 * A site-scoped list refuses a site outside the customer, named by the site_id filter or else by
 * X-Site-ID (verified by the tenancy plugin).
 */
async function checkListedSite(db: Queryable, scope: Scope, filtered: ListParams['filters'][string] | undefined) {
  const inCustomer =
    filtered != null ? Boolean(await loadSitePlan(db, scope.customerId, Number(filtered))) : !scope.refusedSiteId;
  if (!inCustomer) throw forbidden('You do not have access to this site');
}

/** ORDER BY of a list: the chosen column, then id. */
function listOrder(def: EntityDef, params: ListParams) {
  return orderBy(def.orderable[params.orderKey] ?? def.idColumn, def.idColumn, params.descending, def.nullsLast);
}

/** The base table, joined only where filters, search or the ordering need joined columns. */
function listedQuery<T extends Record<string, unknown>>(db: Queryable, def: EntityDef, fields: T, params: ListParams) {
  const ordering = def.orderable[params.orderKey] ?? def.idColumn;
  return narrowQuery(db, def, fields, def.listNeedsJoins || orderingNeedsJoins(def, ordering));
}

/**
 * LIMIT and OFFSET of a page, the page size written into the statement. PostgreSQL plans a named
 * statement once it sees a generic plan serve as well as fresh ones, but a generic plan assumes a
 * LIMIT parameter keeps a tenth of the rows: it hash-joined a customer's 15,000 outlets to fetch a
 * page of 25, so every list call was planned afresh (planning took longer than running it). Page
 * sizes are validated integers of 1 to MAX_PAGE_SIZE: a few statements per list, not one per call.
 */
function pageLimit({ page, pageSize }: ListParams, bound: Bindings): SQL {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new Error(`page size ${pageSize} is not a validated size`);
  const offset = (page - 1) * pageSize;
  return sql`limit ${sql.raw(String(pageSize))}${offset > 0 ? sql` offset ${bound.bind('offset', offset)}` : sql``}`;
}

/**
 * One page of rows and the total matching count: the `{data, total}` every list returns, in one
 * statement. The page is found on the base table alone (even for a deep OFFSET); joins, names and
 * can_delete are computed for its rows only, and the count is an uncorrelated subquery evaluated once.
 */
export async function listRows(db: Queryable, def: EntityDef, scope: QueryScope, params: ListParams) {
  if (siteColumnOf(def) && 'customerId' in scope) await checkListedSite(db, scope, params.filters.site_id);
  const bound = new Bindings();
  const where = listConditions(def, scope, params, bound);
  const limit = pageLimit(params, bound);
  // The scope again: an id need not be unique in the base table (a user has a membership per customer).
  const own = scopeWhere(def, scope, bound);
  const order = listOrder(def, params);
  const counter = () => narrowQuery(db, def, { total: count() }).where(where);
  const { orderKey, descending, pageSize } = params;
  const shape = shapeOf(def, `list ${orderKey} ${descending ? 'desc' : 'asc'} ${pageSize}`, bound);
  const rows = (await builtOnce(db, shape, bound, () => {
    const pageIds = listedQuery(db, def, { id: def.idColumn }, params)
      .where(where)
      .orderBy(...order);
    const query = db
      .select({ ...selection(def), list_total: sql<number>`(${counter()})`.mapWith(Number) })
      .from(def.table)
      .$dynamic();
    return (def.joins ? (def.joins(query) as typeof query) : query)
      .innerJoin(sql`(${pageIds} ${limit}) as "page"`, sql`${def.idColumn} = "page"."id"`)
      .where(own)
      .orderBy(...order);
  })) as Row[];
  if (rows.length === 0) {
    // An empty first page matches nothing (a search as you type that found nothing); deeper ones count.
    if (params.page === 1) return { data: [] as Row[], total: 0 };
    const [counted] = (await builtOnce(db, null, bound, counter)) as { total: number }[];
    return { data: [] as Row[], total: Number(counted.total) };
  }
  const total = Number(rows[0].list_total);
  return { data: rows.map(({ list_total: _total, ...row }) => itemOf(def, row)), total };
}

/**
 * The ids of every row a list call matches, on all its pages, in its order: what an export reads
 * its rows by (4 bytes a row). One aggregated array rather than a row per id, which costs PGlite
 * and drizzle an object each. Refuses a site outside the customer as the list does.
 */
export async function listedIds(db: Queryable, def: EntityDef, scope: QueryScope, params: ListParams) {
  if (siteColumnOf(def) && 'customerId' in scope) await checkListedSite(db, scope, params.filters.site_id);
  const ids = sql`array_agg(${def.idColumn} order by ${sql.join(listOrder(def, params), sql`, `)})`;
  const bound = new Bindings();
  const where = listConditions(def, scope, params, bound);
  const [row] = (await builtOnce(db, null, bound, () => listedQuery(db, def, { ids }, params).where(where))) as Row[];
  const listed: unknown = row.ids; // null when nothing matches
  if (listed !== null && !Array.isArray(listed)) throw new Error('array_agg answered without an array');
  return Int32Array.from(listed ?? [], Number);
}

/** The API item of a selected row. */
export const itemOf = (def: EntityDef, row: Row): Row => (def.toItem ? def.toItem(row) : row);

/** The selected row of one object the scope reaches (with the counts that block its delete), or undefined. */
async function selectedRow(db: Queryable, def: EntityDef, scope: QueryScope, id: number, withBlockers = false) {
  const bound = new Bindings();
  const where = and(eq(def.idColumn, bound.bind('id', id, def.idColumn)), scopeWhere(def, scope, bound));
  const limit = bound.bind('limit', 1);
  const fields = withBlockers ? readSelection(def) : selection(def);
  const shape = shapeOf(def, withBlockers ? 'read' : 'row', bound);
  const rows = (await builtOnce(db, shape, bound, () => baseQuery(db, def, fields).where(where).limit(limit))) as Row[];
  return rows[0];
}

/** The response row of one object the scope reaches, or null. */
export async function findRow(db: Queryable, def: EntityDef, scope: QueryScope, id: number): Promise<Row | null> {
  const row = await selectedRow(db, def, scope, id);
  return row ? itemOf(def, row) : null;
}

/**
 * A read of one item: its row, what `detail` adds, and what blocks its delete (counted in the
 * row's statement); null when the scope cannot reach it.
 */
export async function readItem(db: Queryable, def: EntityDef, scope: QueryScope, id: number): Promise<Row | null> {
  const counted = namesDeleteBlockers(def);
  const selected = await selectedRow(db, def, scope, id, counted);
  if (!selected) return null;
  const { row, blockers } = counted ? withoutBlockerCounts(def, selected) : { row: selected, blockers: null };
  const detail = def.detail ? await def.detail.load(db, id) : {};
  return { ...itemOf(def, row), ...detail, ...(blockers && { delete_blockers: blockers }) };
}

/** The stored columns (table property names) of one object the scope reaches, or null. */
export async function findStored(db: Queryable, def: EntityDef, scope: QueryScope, id: number): Promise<Row | null> {
  const rows = await db
    .select()
    .from(def.table)
    .where(and(eq(def.idColumn, id), scopeWhere(def, scope)))
    .limit(1);
  return (rows[0] as Row | undefined) ?? null;
}
