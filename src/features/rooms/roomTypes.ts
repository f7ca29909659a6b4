import type { Deletable, NamedRef } from '../../core/entity/listTypes';

/** A room on a floor (server /crm/rooms/); `floor` and `address` name it for breadcrumbs and lists. */
export interface Room extends Deletable {
  id: number;
  site_id: number;
  address_id: number;
  address: NamedRef;
  floor_id: number;
  /** requirements §3: the floor with its address */
  floor: NamedRef & { address_id: number; address: NamedRef };
  name: string;
  /** apartment, office, commercial, technical, common or storage */
  kind: string;
  /** today's occupant, if any */
  current_tenant_id: number | null;
  current_tenant_name: string | null;
  created_at: string;
  modified_at: string;
}

export interface RoomPayload {
  floor_id: number | null;
  name: string;
  kind: string;
}
