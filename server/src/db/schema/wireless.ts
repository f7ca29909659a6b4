import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns';
import { orderingIndexes } from './orderingIndexes';
import { searchIndex, searchText } from './searchIndex';
import { customers } from './customers';
import { sites } from './sites';
import { networks } from './networks';
import { tenants } from './tenants';

export const WIRELESS_SECURITY = [
  'open',
  'wpa2-personal',
  'wpa3-personal',
  'wpa2-wpa3-personal',
  'wpa2-enterprise',
] as const;
export const WIRELESS_BANDS = ['2.4ghz', '5ghz', '6ghz', 'dual'] as const;

/**
 * A wireless network (SSID) of a site. The passphrase is a secret: list and detail responses never
 * carry it; only GET /crm/wireless/{id}/credentials/ does, and change records mask it.
 */
export const wirelessNetworks = pgTable(
  'wireless_networks',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ssid: text('ssid').notNull(),
    security: text('security', { enum: WIRELESS_SECURITY }).notNull(),
    passphrase: text('passphrase'),
    band: text('band', { enum: WIRELESS_BANDS }).notNull().default('dual'),
    networkId: integer('network_id').references(() => networks.id),
    vlanId: integer('vlan_id'),
    hidden: boolean('hidden').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('wireless_site_ssid_key').on(t.siteId, sql`lower(${t.ssid})`),
    ...orderingIndexes('wireless', t.customerId, t.siteId, t.id, {
      ssid: t.ssid,
      security: t.security,
      band: t.band,
      enabled: t.enabled,
    }),
    index('wireless_network_idx').on(t.networkId),
    searchIndex('wireless_networks_search_idx', t.customerId, searchText.column(t.ssid)),
  ],
);

/**
 * A tenant's own pre-shared key on a wireless network (private PSK): joining with it puts the tenant's
 * devices on the tenant's network VLAN of that site. A secret like the passphrase: only the reveal and
 * regenerate calls return it, and change records mask it.
 */
export const wirelessTenantKeys = pgTable(
  'wireless_tenant_keys',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    wirelessId: integer('wireless_id')
      .notNull()
      .references(() => wirelessNetworks.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('wireless_tenant_keys_key').on(t.wirelessId, t.tenantId),
    index('wireless_tenant_keys_tenant_idx').on(t.tenantId),
    index('wireless_tenant_keys_customer_idx').on(t.customerId, t.siteId),
  ],
);
