import type { Deletable, NamedRef } from '../../core/entity/listTypes';

/** A network outlet in a room (server /crm/outlets/), patched to a switch port whose state a sync reads. */
export interface Outlet extends Deletable {
  id: number;
  site_id: number;
  address_id: number;
  address: NamedRef;
  floor_id: number;
  floor: NamedRef;
  room_id: number;
  room: NamedRef;
  label: string;
  /** "<switch> <port>", e.g. "gw-nordlys ether5" */
  switch_port: string | null;
  network_id: number | null;
  network_name: string | null;
  interface_up: boolean;
  interface_changed_at: string | null;
  description: string | null;
  created_at: string;
  modified_at: string;
}

export interface OutletPayload {
  room_id: number | null;
  label: string;
  switch_port: string | null;
  network_id: number | null;
  interface_up: boolean;
  description: string | null;
}

/** A router as the outlet pages need it to link a switch port to its device (superusers only). */
export interface PortRouter {
  id: number;
  identity: string | null;
  system_identity: string | null;
}
