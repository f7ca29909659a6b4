import fs from 'node:fs';
import path from 'node:path';
import { configureStore } from '@reduxjs/toolkit';
import { ActionCreators, instrument } from '@redux-devtools/instrument';
import { createRootReducer, type RootState } from '../../../../src/core/state/rootReducer';
import { isReplaying } from '../../../../src/core/state/replayMode';
import { readRecording } from '../../../support/recordedSession';
import { recordLoginSession, SESSION_SECRETS } from '../../../support/recordSession';

/** A store as the DevTools extension instruments it, over today's root reducer. */
function instrumentedStore(preloadedState?: RootState) {
  return configureStore({
    reducer: createRootReducer(),
    preloadedState,
    devTools: false,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ serializableCheck: false, immutableCheck: false }),
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(instrument()),
  });
}

type InstrumentedStore = ReturnType<typeof instrumentedStore>;

/**
 * Dispatches IMPORT_STATE as the extension's Import does: the file's lifted state (or its actions
 * alone, to recompute them) with the file's preloaded state.
 */
function importInto(store: InstrumentedStore, nextLiftedState: object, preloadedState?: RootState) {
  const action = { ...ActionCreators.importState([]), nextLiftedState, preloadedState };
  store.liftedStore.dispatch(action as Parameters<InstrumentedStore['liftedStore']['dispatch']>[0]);
}

/** The small session of the saga guide's worked example (test/README.md); rewritten with WRITE_RECORDING_FIXTURE=1. */
export const FIXTURE = path.join(__dirname, '..', '..', 'guide', 'fixtures', 'login-session.json');

describe('a recording made by the real store, imported into Redux DevTools', () => {
  let fileText: string;
  let appStates: RootState[];

  beforeAll(async () => {
    ({ fileText, appStates } = await recordLoginSession());
    if (process.env.WRITE_RECORDING_FIXTURE) fs.writeFileSync(FIXTURE, fileText);
  });

  it('holds every action with the state the app had after it, and no secret', () => {
    const { steps, startState } = readRecording(fileText);
    const types = steps.map(({ action }) => action.type);
    expect(types).toEqual(
      expect.arrayContaining(['session/loginSubmitted', 'session/loggedIn', 'session/userLoaded', 'location/changed']),
    );
    expect(types.indexOf('session/loginSubmitted')).toBeLessThan(types.indexOf('session/loggedIn'));
    expect(types.at(-1)).toBe('recording/stopped');
    // The recording captured every state change from its start on: the app's last states, one by one.
    expect(steps.map(({ state }) => state)).toEqual(appStates.slice(-steps.length));
    expect(startState.recording.isRecording).toBe(true);
    for (const secret of Object.values(SESSION_SECRETS)) expect(fileText).not.toContain(secret);
    expect(steps.at(-2)?.state.session.accessToken).toBe('[redacted]');
  });

  it('imports as a lifted state: the monitor shows the recorded states', () => {
    const { lifted, steps } = readRecording(fileText);
    const store = instrumentedStore();
    importInto(store, lifted);
    const history = store.liftedStore.getState();
    expect(history.stagedActionIds).toHaveLength(steps.length + 1);
    expect(history.computedStates.slice(1).map(({ state }) => state)).toEqual(steps.map(({ state }) => state));
    expect(store.getState()).toEqual(steps.at(-1)?.state);
  });

  it("imports into a tab that never loaded a recorded endpoint's page: no state errors, and the tab is in replay mode", () => {
    const { lifted } = readRecording(fileText);
    const arg = {
      type: 'query',
      endpointName: 'listRoomsOfAnUnloadedPage',
      originalArgs: {},
      queryCacheKey: 'listRoomsOfAnUnloadedPage({})',
    };
    const request = (status: 'pending' | 'fulfilled', payload?: unknown) => ({
      type: 'PERFORM_ACTION' as const,
      timestamp: 1,
      action: {
        type: `api/executeQuery/${status} listRoomsOfAnUnloadedPage`,
        payload,
        meta: { requestId: 'r9', requestStatus: status, startedTimeStamp: 1, fulfilledTimeStamp: 2, arg },
      },
    });
    const next = lifted.nextActionId;
    const withRooms = {
      ...lifted,
      actionsById: {
        ...lifted.actionsById,
        [next]: request('pending'),
        [next + 1]: request('fulfilled', { data: [{ id: 1, name: 'Room 101' }], total: 1 }),
      },
      stagedActionIds: [...lifted.stagedActionIds, next, next + 1],
      computedStates: [...lifted.computedStates, lifted.computedStates.at(-1)!, lifted.computedStates.at(-1)!],
      nextActionId: next + 2,
      currentStateIndex: lifted.stagedActionIds.length + 1,
    };
    const store = instrumentedStore();
    importInto(store, withRooms); // the extension's default: reducer errors are thrown, not caught
    expect(store.liftedStore.getState().computedStates.filter((entry) => entry.error)).toEqual([]);
    expect(isReplaying()).toBe(true);
    const api = store.getState().api as { queries: Record<string, { data?: unknown }> };
    expect(api.queries['listRoomsOfAnUnloadedPage({})']?.data).toEqual({
      data: [{ id: 1, name: 'Room 101' }],
      total: 1,
    });
  });

  it('replays its actions through the reducer from the start state to the same state after each', () => {
    const { startState, steps } = readRecording(fileText);
    const store = instrumentedStore();
    importInto(
      store,
      steps.map(({ action }) => action),
      startState,
    );
    const recomputed = store.liftedStore.getState().computedStates.slice(1);
    expect(recomputed.map(({ error }) => error).filter(Boolean)).toEqual([]);
    expect(recomputed.map(({ state }) => state)).toEqual(appStates.slice(-steps.length));
  });
});
