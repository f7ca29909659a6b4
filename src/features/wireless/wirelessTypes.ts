import type { Deletable } from '../../core/entity/listTypes';

export type WirelessSecurity = 'open' | 'wpa2-personal' | 'wpa3-personal' | 'wpa2-wpa3-personal' | 'wpa2-enterprise';
export type WirelessBand = '2.4ghz' | '5ghz' | '6ghz' | 'dual';

/** A wireless network (SSID) of a site (server /crm/wireless/); the passphrase never comes with it. */
export interface Wireless extends Deletable {
  id: number;
  site_id: number;
  ssid: string;
  security: WirelessSecurity;
  has_passphrase: boolean;
  band: WirelessBand;
  network_id: number | null;
  network_name: string | null;
  vlan_id: number | null;
  hidden: boolean;
  enabled: boolean;
  description: string | null;
  created_at: string;
  modified_at: string;
}

export interface WirelessPayload {
  ssid: string;
  security: WirelessSecurity;
  /** Left out of an update to keep the stored passphrase. */
  passphrase?: string;
  band: WirelessBand;
  network_id: number | null;
  vlan_id: number | null;
  hidden: boolean;
  enabled: boolean;
  description: string;
}

/** A tenant that can have its own key on the network, and the VLAN that key lands on. */
export interface TenantAccess {
  tenant_id: number;
  tenant_name: string;
  network_id: number;
  network_name: string;
  vlan_id: number;
  has_key: boolean;
}

/** GET /crm/wireless/{id}/credentials/: whether there is a shared passphrase, the tenants without their keys. */
export interface WirelessCredentials {
  id: number;
  ssid: string;
  security: WirelessSecurity;
  hidden: boolean;
  has_passphrase: boolean;
  tenants: TenantAccess[];
}

/** A tenant's key as the reveal and regenerate calls return it. */
export interface TenantKey {
  tenant_id: number;
  tenant_name: string;
  vlan_id: number;
  key: string;
}
