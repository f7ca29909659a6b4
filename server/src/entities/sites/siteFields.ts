import type { sites } from '../../db/schema';

type SiteRow = typeof sites.$inferSelect;

/** API field → drizzle column key, for every field a client may write (portal_logo aside). */
export const writableSiteFields = {
  name: 'name',
  description: 'description',
  time_zone: 'timeZone',
  physical_address: 'physicalAddress',
  shipping_address: 'shippingAddress',
  gps_latitude: 'gpsLatitude',
  gps_longitude: 'gpsLongitude',
  prefix: 'prefix',
  netmask: 'netmask',
  unifi_id: 'unifiId',
  oepl_ap_id: 'oeplApId',
  tenant_wifi_ssid: 'tenantWifiSsid',
  guest_wifi_id: 'guestWifiId',
  tenant_min_vlan_id: 'tenantMinVlanId',
  tenant_max_vlan_id: 'tenantMaxVlanId',
  tenant_dhcp_dns: 'tenantDhcpDns',
  portal_dns: 'portalDns',
  portal_secret: 'portalSecret',
  portal_proxy_ip: 'portalProxyIp',
  portal_background_color: 'portalBackgroundColor',
} as const satisfies Record<string, keyof SiteRow>;

export type WritableSiteField = keyof typeof writableSiteFields;
export type SiteValues = { [F in WritableSiteField]: SiteRow[(typeof writableSiteFields)[F]] };

export const writableSiteFieldNames = Object.keys(writableSiteFields) as WritableSiteField[];

/** API values → column values for insert/update. */
export function siteColumnsOf(values: Partial<SiteValues>): Partial<SiteRow> {
  const columns: Record<string, unknown> = {};
  for (const field of writableSiteFieldNames) if (field in values) columns[writableSiteFields[field]] = values[field];
  return columns as Partial<SiteRow>;
}
