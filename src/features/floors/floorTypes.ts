import type { Deletable, NamedRef } from '../../core/entity/listTypes';

/** A storey of an address (server /crm/floors/); `address` names it for breadcrumbs and lists. */
export interface Floor extends Deletable {
  id: number;
  site_id: number;
  address_id: number;
  address: NamedRef;
  name: string;
  /** storey number for ordering: 0 ground floor, negative basements */
  level: number;
  created_at: string;
  modified_at: string;
}

export interface FloorPayload {
  address_id: number | null;
  name: string;
  level: number;
}
