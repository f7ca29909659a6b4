import type { StoredRecording, StoredStep } from './recordingDb';
import { recordingDescribed } from './recordingSlice';
import type { RecordingHeader } from './recordingHeader';

/** The history as Redux DevTools holds it (`@redux-devtools/instrument`'s lifted state). */
export interface LiftedState {
  monitorState: Record<string, never>;
  nextActionId: number;
  actionsById: Record<number, { type: 'PERFORM_ACTION'; action: { type: string }; timestamp: number }>;
  stagedActionIds: number[];
  skippedActionIds: number[];
  committedState: unknown;
  currentStateIndex: number;
  computedStates: Array<{ state: unknown }>;
  isLocked: boolean;
  isPaused: boolean;
}

/** What the extension's Export writes and its Import (and the standalone app) reads. */
export interface DevToolsExport {
  /** The lifted state as JSON. */
  payload: string;
  /** The state before the first action, as JSON. */
  preloadedState: string;
  /** Ours, beside DevTools' own (which it ignores): what the recording's first action says, readable without parsing the payload. */
  header?: RecordingHeader;
}

/** Action 0 is DevTools' own start marker; its state is the state the recording started from. */
const INIT_ACTION = { type: '@@INIT' };

/**
 * The lifted state of a recording: its start state, its header (action 1: which build, browser, who,
 * when, the user's note; replaying it puts the importing tab in replay mode), then every step with
 * the state after it.
 */
export function liftedState(meta: StoredRecording, steps: StoredStep[]): LiftedState {
  const actionsById: LiftedState['actionsById'] = {
    0: { type: 'PERFORM_ACTION', action: INIT_ACTION, timestamp: meta.startedAt },
  };
  const computedStates = [{ state: meta.committedState }];
  steps = [{ action: recordingDescribed(meta.header), state: meta.committedState, at: meta.startedAt }, ...steps];
  steps.forEach((step, index) => {
    actionsById[index + 1] = { type: 'PERFORM_ACTION', action: step.action, timestamp: step.at };
    computedStates.push({ state: step.state });
  });
  return {
    monitorState: {},
    nextActionId: steps.length + 1,
    actionsById,
    stagedActionIds: computedStates.map((_state, id) => id),
    skippedActionIds: [],
    committedState: meta.committedState,
    currentStateIndex: steps.length,
    computedStates,
    isLocked: false,
    isPaused: false,
  };
}

/** A lifted state as read back from a file (`importState(text).nextLiftedState`): the parts a replay needs. */
export function isLiftedState(value: unknown): value is LiftedState {
  if (!value || typeof value !== 'object') return false;
  const lifted = value as Partial<LiftedState>;
  return (
    Array.isArray(lifted.stagedActionIds) &&
    Array.isArray(lifted.computedStates) &&
    typeof lifted.actionsById === 'object' &&
    lifted.computedStates.length === lifted.stagedActionIds.length
  );
}

/** The downloaded file's text: `{ payload, preloadedState }`, as the extension exports. */
export function recordingFileText(meta: StoredRecording, steps: StoredStep[]): string {
  const file: DevToolsExport = {
    payload: JSON.stringify(liftedState(meta, steps)),
    preloadedState: JSON.stringify(meta.committedState),
    header: meta.header,
  };
  return JSON.stringify(file);
}

const pad = (n: number) => String(n).padStart(2, '0');

const slug = (name: string | undefined) =>
  (name ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

/** `portico-session-acme-housing-harbour-view-2026-11-22-1405.json`: the active customer and site, local time. */
export function recordingFileName(at: Date, state?: unknown): string {
  const tenancy = (state as { tenancy?: { activeCustomer?: { name?: string }; activeSite?: { name?: string } } })
    ?.tenancy;
  const where = [slug(tenancy?.activeCustomer?.name), slug(tenancy?.activeSite?.name)].filter(Boolean);
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return ['portico-session', ...where, day, `${pad(at.getHours())}${pad(at.getMinutes())}`].join('-') + '.json';
}

/** A file that is not a readable recording; its message is one sentence for the person who opened it. */
export class RecordingFileError extends Error {}

/** A recording as read back: its history and its header (null for a plain DevTools export). */
export interface OpenedRecording {
  lifted: LiftedState;
  header: RecordingHeader | null;
}

/**
 * Reads a recording's text (the extension's `{ payload, preloadedState }` export, or a bare lifted
 * state) as `npm run replay` and the support page do. Throws a RecordingFileError naming `name`.
 */
export function readRecordingText(text: string, name: string): OpenedRecording {
  let outer: Partial<DevToolsExport>;
  let lifted: unknown;
  try {
    outer = JSON.parse(text) as Partial<DevToolsExport>;
    lifted = typeof outer.payload === 'string' ? JSON.parse(outer.payload) : outer;
  } catch {
    throw new RecordingFileError(
      `${name} is not a complete recording (its JSON ends early or is damaged, ${text.length} characters): ask for the file again.`,
    );
  }
  if (!isLiftedState(lifted)) {
    throw new RecordingFileError(
      `${name} is JSON but not a Portico session recording (no Redux DevTools history in it).`,
    );
  }
  const history = lifted;
  const described = history.stagedActionIds
    .map((id) => history.actionsById[id]?.action as { type: string; payload?: unknown } | undefined)
    .find((action) => action?.type === recordingDescribed.type);
  return { lifted: history, header: outer.header ?? (described?.payload as RecordingHeader | undefined) ?? null };
}

/** The recorded steps after DevTools' start marker: each action, its time and the state after it. */
export function recordedSteps(lifted: LiftedState) {
  return lifted.stagedActionIds.slice(1).map((id, index) => ({
    action: lifted.actionsById[id].action as { type: string; payload?: unknown; meta?: unknown },
    at: lifted.actionsById[id].timestamp,
    state: lifted.computedStates[index + 1]?.state,
  }));
}
