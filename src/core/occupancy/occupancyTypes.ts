import type { NamedRef } from '../entity/listTypes';

/**
 * A period [start_date, end_date) in which a tenant occupies a room (requirements §3; server
 * room_occupancy). Dates are YYYY-MM-DD; a missing start means "since before records began", a
 * missing end "until further notice". The end date is the move-out day: not included.
 */
export interface Occupancy {
  id: number;
  room_id: number;
  room: NamedRef;
  floor: NamedRef;
  address: NamedRef;
  tenant_id: number;
  tenant_name: string;
  start_date: string | null;
  end_date: string | null;
  /** the period includes today */
  is_current: boolean;
  created_at: string;
  modified_at: string;
}

/** What a write sends; empty dates go as null (requirements §5). */
export interface OccupancyPayload {
  tenant_id: number;
  start_date: string | null;
  end_date: string | null;
}

/** POST /crm/rooms/{id}/move-in/: a new tenant (tenant_name) or an existing one (tenant_id). */
export interface MoveInPayload {
  tenant_id: number | null;
  tenant_name: string | null;
  start_date: string;
  end_date: string | null;
  /** Left out: the server proposes the next free VLAN and subnet, with no speed limit. */
  vlan_id?: number;
  subnet?: string;
  gateway?: string;
  speed_limit_id?: number;
}

/** A tenant's own Wi-Fi key on one wireless network of the site, for its QR card. */
export interface MovedInKey {
  wireless_id: number;
  ssid: string;
  security: string;
  hidden: boolean;
  vlan_id: number;
  key: string;
}

export interface MoveInResult {
  tenant: { id: number; name: string };
  network: { id: number; name: string; vlan_id: number; subnet: string; gateway: string | null };
  occupancy: Occupancy;
  keys: MovedInKey[];
}

/** GET /crm/networks/next-free/ for the room's site: null parts when the range or prefix is full. */
export interface NetworkProposal {
  vlan_id: number | null;
  subnet: string | null;
  gateway: string | null;
}

/** GET /crm/rooms/occupancy/{id}/move-out-preview/?end_date=: what the move-out will withdraw. */
export interface MoveOutPreview {
  occupancy_id: number;
  room_name: string;
  tenant_name: string;
  end_date: string;
  ports: string[];
  vlan_before: number | null;
  vlan_after: number | null;
  lives_elsewhere: boolean;
  keys_revoked: { wireless_id: number; ssid: string }[];
  external_ips_freed: string[];
}
