import type { Deletable } from '../../core/entity/listTypes';

/** A VLAN with an IPv4 subnet at one site (server /crm/networks/). */
export interface Network extends Deletable {
  id: number;
  site_id: number;
  name: string;
  vlan_id: number;
  subnet: string;
  gateway: string | null;
  tenant_id: number | null;
  tenant_name: string | null;
  speed_limit_id: number | null;
  speed_limit_name: string | null;
  description: string | null;
  created_at: string;
  modified_at: string;
}

export interface NetworkPayload {
  name: string;
  vlan_id: number;
  subnet: string;
  gateway: string | null;
  tenant_id: number | null;
  speed_limit_id: number | null;
  description: string | null;
}

/** GET /crm/networks/next-free/: what a new network of the active site could use; null when full. */
export interface NextFreeNetwork {
  vlan_id: number | null;
  subnet: string | null;
  gateway: string | null;
}

/** A bandwidth profile of the customer (server /crm/networks/speedlimits/). */
export interface SpeedLimit extends Deletable {
  id: number;
  name: string;
  download_kbps: number;
  upload_kbps: number;
  description: string | null;
  created_at: string;
  modified_at: string;
}

export interface SpeedLimitPayload {
  name: string;
  download_kbps: number;
  upload_kbps: number;
  description: string | null;
}

/** A public IPv4 address of a site (server /crm/external-ips/). */
export interface ExternalIp extends Deletable {
  id: number;
  site_id: number;
  address: string;
  network_id: number | null;
  network_name: string | null;
  tenant_id: number | null;
  tenant_name: string | null;
  description: string | null;
  created_at: string;
  modified_at: string;
}

export interface ExternalIpPayload {
  address: string;
  network_id: number | null;
  tenant_id: number | null;
  description: string | null;
}
