/** GET /crm/sites/{id}/moves/ and …/move-settings/ (the server's upcoming moves and move settings). */
export type MoveStatus =
  'upcoming' | 'overdue' | 'not_applied' | 'waiting_for_approval' | 'applying' | 'applied' | 'failed';

export interface UpcomingMove {
  occupancy_id: number;
  kind: 'move_in' | 'move_out';
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

export type MoveApplyMode = 'off' | 'plan' | 'apply';

export interface MoveSettings {
  vacant_vlan_id: number | null;
  move_apply: MoveApplyMode;
}

export const MOVE_APPLY_LABELS: Record<MoveApplyMode, string> = {
  off: 'Off',
  plan: 'Plan only',
  apply: 'Apply automatically',
};

export const MOVE_STATUS_LABELS: Record<MoveStatus, string> = {
  upcoming: 'Upcoming',
  overdue: 'Overdue',
  not_applied: 'Not applied (automatic apply off)',
  waiting_for_approval: 'Waiting for approval',
  applying: 'Applying',
  applied: 'Applied',
  failed: 'Failed',
};

/** Overdue and failed moves need someone: they stand out. */
export const needsAttention = (status: MoveStatus) => status === 'overdue' || status === 'failed';
