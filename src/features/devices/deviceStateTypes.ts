/** A router's state against what Portico renders, and its plan and apply (issue 34). */

export type DeviceStateName = 'never_checked' | 'in_sync' | 'drifted' | 'applying' | 'failed' | 'unreachable';

export interface LastApply {
  status: 'in-sync' | 'drifted' | 'failed' | 'cancelled';
  applied: number;
  total: number;
  reason: string | null;
}

export interface DeviceStateFields {
  state: DeviceStateName;
  drift_items: number;
  state_reason: string | null;
  changes_pending: boolean;
  checked_at: string | null;
  apply_job_id: string | null;
  last_applied_at: string | null;
  last_applied_by: string | null;
  last_apply: LastApply | null;
}

export interface PlanChange {
  property: string;
  before: string | null;
  after: string | null;
  /** shown as "••••" on both sides */
  secret: boolean;
}

export interface PlanItem {
  section: string;
  action: 'add' | 'set' | 'remove';
  key: string;
  label: string;
  router_id: string | null;
  changes: PlanChange[];
  commands: string[];
}

export interface DevicePlan {
  in_sync: boolean;
  planned_at: string;
  command_count: number;
  items: PlanItem[];
  sections: { menu: string; title: string; items: number; not_managed: number }[];
  warnings: string[];
}

export type ApplyJobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface ApplyJob {
  job_id: string;
  state: ApplyJobState;
  progress: { done: number; total: number; current: string | null } | null;
  result: LastApply | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

export const isRunning = (job: ApplyJob | null | undefined) =>
  job?.state === 'created' || job?.state === 'retry' || job?.state === 'active';

/** One apply in the router's History. */
export interface DeviceApplyRecord {
  id: number;
  created_at: string;
  user_name: string | null;
  after: {
    applied?: LastApply & {
      items_total: number;
      items: { section: string; action: PlanItem['action']; label: string; changes: Omit<PlanChange, 'secret'>[] }[];
    };
  } | null;
}
