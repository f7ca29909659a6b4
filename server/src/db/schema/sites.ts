import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { customers } from './customers';
import { media } from './media';
import { MOVE_APPLY_MODES } from '../../../../rules/moves';

/**
 * A property (building or campus) of a customer, with the network and captive-portal settings
 * of requirements §3. Optional values are null, never empty strings.
 */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    portalLogoMediaId: uuid('portal_logo_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** IANA zone name, e.g. Europe/Oslo. */
    timeZone: text('time_zone'),
    physicalAddress: text('physical_address'),
    shippingAddress: text('shipping_address'),
    gpsLatitude: doublePrecision('gps_latitude'),
    gpsLongitude: doublePrecision('gps_longitude'),
    /** Network address of the site's tenant range, e.g. 10.20.0.0, used with `netmask`. */
    prefix: text('prefix'),
    netmask: integer('netmask'),
    unifiId: integer('unifi_id'),
    oeplApId: integer('oepl_ap_id'),
    tenantWifiSsid: text('tenant_wifi_ssid'),
    guestWifiId: integer('guest_wifi_id'),
    tenantMinVlanId: integer('tenant_min_vlan_id'),
    tenantMaxVlanId: integer('tenant_max_vlan_id'),
    tenantDhcpDns: text('tenant_dhcp_dns'),
    portalDns: text('portal_dns'),
    portalSecret: text('portal_secret'),
    portalProxyIp: text('portal_proxy_ip'),
    portalBackgroundColor: text('portal_background_color'),
    /** VLAN the outlets of a room without a current occupant are moved to (isolated, no network). */
    vacantVlanId: integer('vacant_vlan_id'),
    /** What a move-in or move-out does to the site's routers at local midnight. */
    moveApply: text('move_apply', { enum: MOVE_APPLY_MODES }).notNull().default('plan'),
    /** How long a condition lasts before it opens an alert (keeps a flap quiet). */
    alertGraceSeconds: integer('alert_grace_seconds').notNull().default(60),
    ...timestamps(),
  },
  (t) => [
    index('sites_customer_name_idx').on(t.customerId, t.name),
    index('sites_customer_created_idx').on(t.customerId, t.createdAt),
    // Site names are unique in a customer, ignoring case and surrounding spaces (the site rules check it first).
    uniqueIndex('sites_customer_name_key').on(t.customerId, sql`lower(btrim(${t.name}))`),
  ],
);
