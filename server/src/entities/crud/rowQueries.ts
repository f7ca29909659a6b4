import { and, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ListParams } from '../listing/listParams';
import { orderBy, searchCondition } from '../listing/sqlParts';
import type { EntityDef, Executor, Row, Scope } from './types';

/** `can_delete`: true when no dependent row points at the object (one EXISTS per dependent). */
export function canDeleteSql(def: EntityDef): SQL<boolean> {
  if (def.readOnly) return sql<boolean>`false`;
  if (def.dependents.length === 0) return sql<boolean>`true`;
  const blockers = def.dependents.map(
    (dep) => sql`exists (select 1 from ${dep.table} where ${dep.column} = ${def.idColumn})`,
  );
  return sql<boolean>`not (${sql.join(blockers, sql` or `)})`;
}

function selection(def: EntityDef) {
  return { ...def.fields, can_delete: canDeleteSql(def) };
}

function baseQuery(db: Executor, def: EntityDef) {
  const query = db.select(selection(def)).from(def.table).$dynamic();
  return (def.joins ? def.joins(query) : query) as typeof query;
}

/** WHERE of a list: the customer, the site (filter, else X-Site-ID), filters and search. */
export function listConditions(def: EntityDef, scope: Scope, params: ListParams): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(def.customerColumn, scope.customerId)];
  if (def.siteColumn) {
    const site = params.filters.site_id ?? scope.siteId;
    if (site != null) conditions.push(eq(def.siteColumn, site));
  }
  for (const [name, value] of Object.entries(params.filters)) {
    if (name === 'site_id' && def.siteColumn) continue;
    const filter = def.filters[name];
    if (!filter) continue;
    const operand = filter.format === 'date-time' ? new Date(String(value)) : value;
    const compare = filter.op === 'gte' ? gte : filter.op === 'lte' ? lte : eq;
    conditions.push(compare(filter.column, operand));
  }
  conditions.push(searchCondition(def.searchColumns, params.search));
  return and(...conditions);
}

/** The base table, with the joins when filters, search or ordering need joined columns. */
function narrowQuery<T extends Record<string, unknown>>(db: Executor, def: EntityDef, fields: T) {
  const query = db.select(fields as Record<string, SQL | typeof def.idColumn>).from(def.table).$dynamic();
  return (def.listNeedsJoins && def.joins ? def.joins(query) : query) as typeof query;
}

/**
 * One page of rows and the total matching count: the `{data, total}` every list returns, in one
 * statement. The page is found on the base table alone (an index walk in list order over narrow
 * rows, even for a deep OFFSET); joins, names and can_delete are computed for its rows only, and
 * the count is an uncorrelated subquery evaluated once.
 */
export async function listRows(db: Executor, def: EntityDef, scope: Scope, params: ListParams) {
  const where = listConditions(def, scope, params);
  const order = orderBy(def.orderable[params.orderKey] ?? def.idColumn, def.idColumn, params.descending);
  const page = narrowQuery(db, def, { id: def.idColumn })
    .where(where)
    .orderBy(...order)
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize)
    .as('page');
  const counter = narrowQuery(db, def, { total: count() }).where(where);
  const query = db.select({ ...selection(def), list_total: sql<number>`(${counter})`.mapWith(Number) }).from(def.table).$dynamic();
  const rows = (await (def.joins ? (def.joins(query) as typeof query) : query)
    .innerJoin(page, eq(def.idColumn, page.id))
    .orderBy(...order)) as Row[];
  if (rows.length === 0) {
    const [counted] = await counter;
    return { data: [] as Row[], total: Number(counted.total) };
  }
  const total = Number(rows[0].list_total);
  return { data: rows.map(({ list_total: _total, ...row }) => row), total };
}

/** The response row of one object of the scope's customer, or null. */
export async function findRow(db: Executor, def: EntityDef, scope: Scope, id: number): Promise<Row | null> {
  const rows = await baseQuery(db, def)
    .where(and(eq(def.idColumn, id), eq(def.customerColumn, scope.customerId)))
    .limit(1);
  return (rows[0] as Row | undefined) ?? null;
}

/** The stored columns (table property names) of one object of the scope's customer, or null. */
export async function findStored(db: Executor, def: EntityDef, scope: Scope, id: number): Promise<Row | null> {
  const rows = await db
    .select()
    .from(def.table)
    .where(and(eq(def.idColumn, id), eq(def.customerColumn, scope.customerId)))
    .limit(1);
  return (rows[0] as Row | undefined) ?? null;
}

/** "2 outlets, 1 occupancy record" — what still points at the object, for the 409 message. */
export async function blockingDependents(db: Executor, def: EntityDef, id: number): Promise<string[]> {
  const found: string[] = [];
  for (const dep of def.dependents) {
    const [{ n }] = await db.select({ n: count() }).from(dep.table).where(eq(dep.column, id));
    if (n > 0) found.push(`${n} ${n === 1 ? dep.noun[0] : dep.noun[1]}`);
  }
  return found;
}
