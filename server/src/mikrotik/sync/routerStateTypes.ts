/**
 * What a sync reads from a router, as plain typed data (no database types). The device routes
 * map it onto device columns (system_identity, unique_id, last_sync_at) and DHCP rows.
 */

export interface RouterResource {
  /** e.g. '7.19.4' (the channel is split off into `channel`). */
  version: string;
  channel: string | null;
  boardName: string | null;
  architecture: string | null;
  /** As the router prints it, e.g. '1w5d3h17m5s'. */
  uptime: string;
  uptimeSeconds: number | null;
  cpuLoadPercent: number | null;
  freeMemoryBytes: number | null;
  totalMemoryBytes: number | null;
}

export interface RouterBoardInfo {
  isRouterboard: boolean;
  model: string | null;
  serialNumber: string | null;
  currentFirmware: string | null;
}

export interface RouterDhcpPool {
  /** RouterOS internal id, e.g. '*3'. */
  routerId: string;
  name: string;
  /** Each 'a.b.c.d-e.f.g.h' (or a single address / prefix) as configured. */
  ranges: string[];
  comment: string | null;
}

export interface RouterDhcpServer {
  routerId: string;
  name: string;
  interface: string;
  addressPool: string | null;
  leaseTime: string | null;
  disabled: boolean;
  invalid: boolean;
  comment: string | null;
}

export interface RouterDhcpLease {
  routerId: string;
  address: string;
  macAddress: string;
  hostName: string | null;
  /** DHCP server name; 'all' for a static lease not tied to one server. */
  server: string | null;
  /** waiting, testing, authorizing, busy, offered or bound. */
  status: string | null;
  /** true for leases the server handed out, false for static ones. */
  dynamic: boolean;
  disabled: boolean;
  expiresAfter: string | null;
  lastSeen: string | null;
  comment: string | null;
}

export interface RouterInterfaceState {
  routerId: string;
  name: string;
  /** The factory name (ether1…) even after a rename; null for virtual interfaces. */
  defaultName: string | null;
  type: string;
  running: boolean;
  disabled: boolean;
  macAddress: string | null;
  comment: string | null;
}

export interface RouterState {
  identity: string;
  /** RouterBOARD serial number, else the CHR/x86 software id, else null. */
  uniqueId: string | null;
  routerboard: RouterBoardInfo;
  resource: RouterResource;
  dhcpPools: RouterDhcpPool[];
  dhcpServers: RouterDhcpServer[];
  dhcpLeases: RouterDhcpLease[];
  interfaces: RouterInterfaceState[];
}
