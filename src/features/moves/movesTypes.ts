import type { MoveApplyMode, MoveStatus } from '../../../rules/moves';

export type { MoveApplyMode, MoveSettings, MoveStatus, UpcomingMove } from '../../../rules/moves';

/** How the moves page names the move settings and statuses. */
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
