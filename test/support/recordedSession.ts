import { importState } from '@redux-devtools/utils';
import { isLiftedState, type LiftedState } from '../../src/core/recording/recordingFile';
import type { RootState } from '../../src/core/state/rootReducer';

/** One step of a recording: the action and the state the app had after it. */
export interface RecordedStep {
  action: { type: string; payload?: unknown; meta?: unknown; error?: unknown };
  state: RootState;
}

export interface RecordedSession {
  lifted: LiftedState;
  /** The state before the first action (the file's preloadedState). */
  startState: RootState;
  steps: RecordedStep[];
}

/**
 * Reads a `portico-session-….json` as the DevTools extension's Import does (`importState`).
 * Example: `const { startState, steps } = readRecording(fs.readFileSync(file, 'utf8'))`.
 */
export function readRecording(text: string): RecordedSession {
  const imported = importState(text, {});
  const lifted: unknown = imported?.nextLiftedState;
  if (!isLiftedState(lifted)) throw new Error('Not a Redux DevTools export with a lifted state');
  const states = lifted.computedStates.map(({ state }) => state as RootState);
  const steps = lifted.stagedActionIds.slice(1).map((id, index) => ({
    action: lifted.actionsById[id].action as RecordedStep['action'],
    state: states[index + 1],
  }));
  return { lifted, startState: (imported?.preloadedState ?? lifted.committedState) as RootState, steps };
}

export { actionsPutBySaga, answersAsRecorded, recordedAnswers } from './recordedAnswers';
