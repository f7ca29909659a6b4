import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `"table"."column"`, always qualified. Drizzle leaves columns unqualified in single-table
 * selects, which silently rebinds them to the inner table inside a correlated subquery:
 * `sql\`… where ${qualified(addresses.siteId)} = ${qualified(sites.id)}\``.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
