import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { orderingIndexes } from './orderingIndexes';
import { customers } from './customers';
import { sites } from './sites';
import { tenants } from './tenants';
import { networks } from './networks';

/** A public IPv4 address of a site's uplink, unique in the customer, routed to a network or tenant. */
export const externalIps = pgTable(
  'external_ips',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    address: text('address').notNull(),
    networkId: integer('network_id').references(() => networks.id),
    tenantId: integer('tenant_id').references(() => tenants.id),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('external_ips_customer_address_key').on(t.customerId, t.address),
    ...orderingIndexes('external_ips', t.customerId, t.siteId, t.id, { address: t.address, created_at: t.createdAt }),
    index('external_ips_network_idx').on(t.networkId),
    index('external_ips_tenant_idx').on(t.tenantId),
  ],
);
