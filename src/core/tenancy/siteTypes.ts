/** A site as the API returns it (HTTP contract "Site"). Numbers are integers unless coordinates; empty optional → null. */
export interface Site {
  id: number;
  name: string;
  customer_id: number;
  description: string | null;
  portal_logo: string | null;
  time_zone: string | null;
  physical_address: string | null;
  shipping_address: string | null;
  gps_latitude: number | null;
  gps_longitude: number | null;
  prefix: string | null;
  netmask: number | null;
  unifi_id: number | null;
  oepl_ap_id: number | null;
  tenant_wifi_ssid: string | null;
  guest_wifi_id: number | null;
  tenant_min_vlan_id: number | null;
  tenant_max_vlan_id: number | null;
  tenant_dhcp_dns: string | null;
  portal_dns: string | null;
  portal_secret: string | null;
  portal_proxy_ip: string | null;
  portal_background_color: string | null;
  can_delete: boolean;
  created_at: string;
  modified_at: string;
}

export interface SiteStats {
  address_count: number;
  floor_count: number;
  room_count: number;
  tenant_count: number;
  user_count: number;
}

export interface SiteListResponse {
  data: Site[];
  total: number;
}

export interface SiteListArgs {
  page: number;
  pageSize: number;
  ordering?: string;
  search?: string;
  /** The sites of this customer rather than the active one's (a customer switch picks the new customer's site). */
  customerId?: number;
}

/** The site fields a client may write, in the order the form shows them. */
export const SITE_TEXT_FIELDS = [
  'name',
  'description',
  'time_zone',
  'physical_address',
  'shipping_address',
  'prefix',
  'tenant_wifi_ssid',
  'tenant_dhcp_dns',
  'portal_dns',
  'portal_secret',
  'portal_proxy_ip',
  'portal_background_color',
] as const;
export const SITE_NUMBER_FIELDS = [
  'gps_latitude',
  'gps_longitude',
  'netmask',
  'unifi_id',
  'oepl_ap_id',
  'guest_wifi_id',
  'tenant_min_vlan_id',
  'tenant_max_vlan_id',
] as const;

export type SiteTextField = (typeof SITE_TEXT_FIELDS)[number];
export type SiteNumberField = (typeof SITE_NUMBER_FIELDS)[number];

/** Body of POST/PATCH /crm/sites/: portal_logo is a File (sent as multipart), a data URL, null (remove) or absent (keep). */
export type SitePayload = { name: string } & Partial<Record<Exclude<SiteTextField, 'name'>, string | null>> &
  Partial<Record<SiteNumberField, number | null>> & { portal_logo?: Blob | string | null };
