/**
 * Move-ins and move-outs as the API server sends them and the browser reads them
 * (GET /crm/sites/{id}/moves/ and …/move-settings/). Values and types only.
 */
export const MOVE_KINDS = ['move_in', 'move_out'] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

/** Off: routers are left alone; plan: the routers show the pending plan; apply: it is applied. */
export const MOVE_APPLY_MODES = ['off', 'plan', 'apply'] as const;
export type MoveApplyMode = (typeof MOVE_APPLY_MODES)[number];

export type MoveStatus =
  'upcoming' | 'overdue' | 'not_applied' | 'waiting_for_approval' | 'applying' | 'applied' | 'failed';

/** One move with what it changes on the routers and, once due, what became of it. */
export interface UpcomingMove {
  occupancy_id: number;
  kind: MoveKind;
  date: string;
  due_at: string;
  room_id: number;
  room_name: string;
  tenant_id: number;
  tenant_name: string;
  ports: string[];
  vlan_before: number | null;
  vlan_after: number | null;
  keys: number;
  speed_limit: string | null;
  external_ips: string[];
  status: MoveStatus;
}

export interface MoveSettings {
  vacant_vlan_id: number | null;
  move_apply: MoveApplyMode;
}
