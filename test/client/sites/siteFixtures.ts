import type { Site } from '../../../src/core/tenancy/siteTypes';

/** A complete, valid site as the API returns it. */
export function makeSite(overrides: Partial<Site> = {}): Site {
  return {
    id: 7,
    name: 'Harbour View',
    customer_id: 1,
    description: null,
    portal_logo: null,
    time_zone: 'Europe/Amsterdam',
    physical_address: 'Kade 1, Amsterdam',
    shipping_address: null,
    gps_latitude: 52.370216,
    gps_longitude: 4.895168,
    prefix: '10.20.0.0',
    netmask: 16,
    unifi_id: 3,
    oepl_ap_id: null,
    tenant_wifi_ssid: 'Harbour',
    guest_wifi_id: null,
    tenant_min_vlan_id: 100,
    tenant_max_vlan_id: 999,
    tenant_dhcp_dns: 'dns.harbour.example',
    portal_dns: 'portal.harbour.example',
    portal_secret: 's3cret',
    portal_proxy_ip: '10.20.0.2',
    portal_background_color: '#1e88e5',
    can_delete: true,
    created_at: '2026-03-09T10:00:00Z',
    modified_at: '2026-03-10T11:30:00Z',
    ...overrides,
  };
}

/** `count` sites named "Site 01", "Site 02", … with ids from 1. */
export function makeSites(count: number): Site[] {
  return Array.from({ length: count }, (_, index) =>
    makeSite({ id: index + 1, name: `Site ${String(index + 1).padStart(2, '0')}`, can_delete: index % 2 === 0 }),
  );
}
