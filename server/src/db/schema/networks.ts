import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { orderingIndexes } from './orderingIndexes';
import { searchIndex, searchText } from './searchIndex';
import { customers } from './customers';
import { sites } from './sites';
import { tenants } from './tenants';
import { speedLimits } from './speedLimits';

/**
 * A tenant or service network of one site: a VLAN (inside the site's tenant VLAN range, unique in
 * the site) carrying an IPv4 subnet (inside the site prefix, overlapping no other network).
 */
export const networks = pgTable(
  'networks',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: text('name').notNull(),
    vlanId: integer('vlan_id').notNull(),
    subnet: text('subnet').notNull(),
    gateway: text('gateway'),
    tenantId: integer('tenant_id').references(() => tenants.id),
    speedLimitId: integer('speed_limit_id').references(() => speedLimits.id),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('networks_site_vlan_key').on(t.siteId, t.vlanId),
    uniqueIndex('networks_site_subnet_key').on(t.siteId, t.subnet),
    ...orderingIndexes('networks', t.customerId, t.siteId, t.id, { name: t.name, vlan_id: t.vlanId, subnet: t.subnet }),
    index('networks_tenant_idx').on(t.tenantId),
    index('networks_speed_limit_idx').on(t.speedLimitId),
    searchIndex('networks_search_idx', t.customerId, searchText.column(t.name)),
  ],
);
