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
