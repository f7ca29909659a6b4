import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Indexes for list orderings, for each sortable column (and id):
 * (customer, column, id) for whole-customer lists and (site, customer, column, id) for the site
 * lists of the screens (which filter on both). A page is then an index-only walk in list order
 * instead of a sort of every matching row, and the count an index-only scan.
 *
 * @example (t) => [...orderingIndexes('outlets', t.customerId, t.siteId, t.id, { label: t.label })]
 */
export function orderingIndexes(
  table: string,
  customer: AnyPgColumn,
  site: AnyPgColumn,
  id: AnyPgColumn,
  columns: Record<string, AnyPgColumn>,
) {
  return [
    index(`${table}_customer_id_order_idx`).on(customer, id),
    index(`${table}_site_id_order_idx`).on(site, customer, id),
    ...Object.entries(columns).flatMap(([name, column]) => [
      index(`${table}_customer_${name}_order_idx`).on(customer, column, id),
      index(`${table}_site_${name}_order_idx`).on(site, customer, column, id),
    ]),
  ];
}
