/**
 * Input of the RouterOS configuration renderer: plain data the device routes assemble from the
 * device, its site, the site's networks, speed limits, external IPs and wireless networks.
 */

export interface ConfigDevice {
  id: number;
  /** Becomes `/system identity` (also the DHCP client host name the router announces). */
  identity: string;
  /** The VLAN-aware bridge for tenant traffic (device.bridge_switch), e.g. 'br-lan'. */
  bridgeName: string;
  /** The uplink (WAN) interface, e.g. 'ether1'. */
  externalInterface: string;
  /** Ports that carry every VLAN tagged (to switches and access points). */
  trunkPorts: string[];
  /** Radios for wireless networks, e.g. ['wifi1', 'wifi2']; empty when the router has none. */
  wifiInterfaces: string[];
}

export interface ConfigSite {
  id: number;
  name: string;
  /** The site's address space (site.prefix / site.netmask); limits masquerade to it when set. */
  prefix: string | null;
  netmask: number | null;
  /** Allowed tenant VLAN ids (site.tenant_min_vlan_id / tenant_max_vlan_id), inclusive. */
  tenantVlanRange: { min: number; max: number } | null;
  /** IPv4 DNS servers handed out by DHCP; empty means the router itself resolves. */
  dnsServers: string[];
}

/** Rates in kbit/s, as seen by the tenant: download = towards the tenant. */
export interface ConfigSpeedLimit {
  downloadKbps: number;
  uploadKbps: number;
}

export interface ConfigNetwork {
  id: number;
  name: string;
  /** Tenant VLANs must lie in the site's range; the guest network need not. */
  kind: 'tenant' | 'guest';
  vlanId: number;
  /** CIDR of the network, e.g. '10.101.0.0/24'. */
  subnet: string;
  /** The router's address in it, e.g. '10.101.0.1'; excluded from the DHCP pool. */
  gateway: string;
  speedLimit: ConfigSpeedLimit | null;
  /** Outlet ports that are access ports of this VLAN (untagged, pvid = vlanId). */
  accessPorts: string[];
  /** DHCP lease time in RouterOS notation; default '1h'. */
  leaseTime?: string;
}

export interface ConfigExternalIp {
  id: number;
  address: string;
  /** Prefix length used when binding the address to the uplink; default 32. */
  prefixLength?: number;
  /** Traffic of this network leaves with this address (src-nat). */
  networkId: number;
}

export interface ConfigWireless {
  id: number;
  kind: 'tenant' | 'guest';
  ssid: string;
  /** WPA2/WPA3 passphrase (8–63 characters); null for an open network. */
  passphrase: string | null;
  /** VLAN the clients land in; must be the VLAN of one of the networks. */
  vlanId: number;
  /** Tenants' own keys (private PSK), each landing in that tenant's VLAN; absent or empty: none. */
  tenantKeys?: ConfigTenantKey[];
}

/** One tenant's own pre-shared key on a wireless network: a multi-passphrase entry on the router. */
export interface ConfigTenantKey {
  /** The key's id (wireless_tenant_keys.id): its entry's tag, so a new key changes only that entry. */
  id: number;
  tenantId: number;
  passphrase: string;
  /** The tenant's network VLAN; must be the VLAN of one of the networks. */
  vlanId: number;
}

export interface DeviceConfigInput {
  device: ConfigDevice;
  site: ConfigSite;
  networks: ConfigNetwork[];
  externalIps: ConfigExternalIp[];
  wireless: ConfigWireless[];
  /** Outlet ports of rooms without an occupant, on a VLAN of their own (no address, no DHCP). */
  vacant?: { vlanId: number; accessPorts: string[] };
}

export interface RenderOptions {
  /** Stamped into the header and the result; omitted when not given, keeping output reproducible. */
  generatedAt?: Date;
}

/** Shape of GET /api/mikrotik/devices/{id}/config/ minus device_name, which the route adds. */
export interface RenderedConfig {
  config: string;
  template_name: string;
  generated_at?: string;
}
