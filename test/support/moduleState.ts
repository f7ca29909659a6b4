import { resetHealthToastMemory } from '../../src/core/health/healthSagas';
import { forgetSizes } from '../../src/core/recording/jsonSize';
import { forgetRedactions } from '../../src/core/recording/redaction';
import { leaveReplayModeForTests } from '../../src/core/state/replayMode';

/**
 * Forgets what app modules remember between calls (health toasts shown in the last minute, the
 * redaction and size memos, replay mode), so each test starts as a fresh page would. sagaEdges runs it before
 * every test of a file that imports it; call it yourself elsewhere.
 */
export function resetModuleState(): void {
  resetHealthToastMemory();
  forgetRedactions();
  forgetSizes();
  leaveReplayModeForTests();
}
