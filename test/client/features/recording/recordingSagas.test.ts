import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { createRecordingLog } from '../../../../src/core/recording/recordingLog';
import { createRootReducer, type RootState } from '../../../../src/core/state/rootReducer';
import { RECORDING_LOG, recordingSagas, type RecordingLimits } from '../../../../src/core/recording/recordingSagas';
import {
  recordingPaused,
  recordingResumed,
  recordingStarted,
  recordingStopped,
} from '../../../../src/core/recording/recordingSlice';
import { appendStoredSteps, readStoredMeta, readStoredRecording } from '../../../../src/core/recording/recordingDb';
import { reloadPage, setReloadHandler } from '../../../../src/core/browser';
import type { LiftedState } from '../../../../src/core/recording/recordingFile';
import { recordedReducer, sagaEdges, stateWith } from '../../../support/sagaEdges';
import { readRecording } from '../../../support/recordedSession';
import { acme, siteA } from '../../../support/fixtures';
// getMe's definition, which RTK Query's reducer needs for the recorded request below.
import '../../../../src/core/session/sessionApi';

const LIMITS: RecordingLimits = { limit: 50 * 1024 * 1024, warnAt: 40 * 1024 * 1024 };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the recording sagas over the real reducer, the log filled as the store's middleware fills it.
 * Actions are dispatched one by one into the running saga (queued before the run, expectSaga would
 * hold back those no saga takes).
 */
async function runRecording(actions: UnknownAction[], state: RootState = stateWith(), limits = LIMITS, gapMs = 5) {
  const log = createRecordingLog(createRootReducer());
  const edges = sagaEdges({ context: { [RECORDING_LOG]: log } });
  const saga = expectSaga(recordingSagas, limits).withReducer(recordedReducer(log), state).provide(edges.providers);
  const run = saga.silentRun(1500 + actions.length * gapMs);
  for (const action of actions) {
    await pause(gapMs);
    saga.dispatch(action);
  }
  const { storeState } = await run;
  return { storeState: storeState as RootState, log: edges.log };
}

/** The downloaded file read as the DevTools extension reads it. */
const lifted = (content: string): LiftedState => readRecording(content).lifted;

const actionTypes = (state: LiftedState) =>
  state.stagedActionIds
    .map((id) => state.actionsById[id].action.type)
    .filter((type) => !type.startsWith('notifications/'));

describe('session recording', () => {
  it('records every action with the state after it (secrets redacted, a pause bridged) and downloads a DevTools export', async () => {
    const { storeState, log } = await runRecording([
      recordingStarted(),
      { type: 'session/loggedIn', payload: { access: 'secret-access', refresh: 'secret-refresh', issuedAt: 1 } },
      {
        type: 'api/executeMutation/pending',
        meta: { arg: { endpointName: 'login', originalArgs: { username: 'kari', password: 'hunter2' } } },
      },
      recordingPaused(),
      { type: 'test/whilePaused' },
      recordingResumed(),
      { type: 'test/afterResume' },
      recordingStopped(),
    ]);

    expect(storeState.recording).toEqual({ isRecording: false, isPaused: false });
    expect(log.downloads).toHaveLength(1);
    const [{ filename, content }] = log.downloads;
    expect(filename).toMatch(/^portico-session-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
    expect(content).not.toMatch(/secret-access|secret-refresh|hunter2/);
    expect(Object.keys(JSON.parse(content) as object).sort()).toEqual(['header', 'payload', 'preloadedState']);

    const history = lifted(content);
    expect(actionTypes(history)).toEqual([
      '@@INIT',
      'recording/described',
      'session/loggedIn',
      'api/executeMutation/pending',
      'recording/paused',
      'recording/stateCaptured',
      'test/afterResume',
      'recording/stopped',
    ]);
    expect(history.computedStates).toHaveLength(history.stagedActionIds.length);
    expect(history.nextActionId).toBe(history.stagedActionIds.length);
    const states = history.computedStates.map(({ state }) => state as RootState);
    expect(states[0].recording).toEqual({ isRecording: true, isPaused: false });
    const loggedIn = history.stagedActionIds.findIndex(
      (id) => history.actionsById[id].action.type === 'session/loggedIn',
    );
    expect(states[loggedIn].session.accessToken).toBe('[redacted]');
    expect(history.actionsById[loggedIn + 1]).toMatchObject({
      action: { meta: { arg: { endpointName: 'login', originalArgs: { username: 'kari', password: '[redacted]' } } } },
    });
    expect(content).not.toContain('test/whilePaused');
  });

  it('goes on with the stored recording after a reload, starting with the whole state of the new page', async () => {
    const first = await runRecording([recordingStarted(), { type: 'test/beforeReload' }]);
    expect(first.log.downloads).toHaveLength(0);
    expect(await readStoredMeta()).not.toBeNull();

    const second = await runRecording(
      [{ type: 'app/rehydrated' }, { type: 'test/afterReload' }, recordingStopped()],
      stateWith({ recording: { isRecording: true, isPaused: false } }),
    );
    expect(second.log.downloads).toHaveLength(1);
    const history = lifted(second.log.downloads[0].content);
    expect(actionTypes(history)).toEqual([
      '@@INIT',
      'recording/described',
      'test/beforeReload',
      'recording/stateCaptured',
      'test/afterReload',
      'recording/stopped',
    ]);
    const captured = Object.values(history.actionsById).find(({ action }) => action.type === 'recording/stateCaptured');
    expect(captured?.action).toMatchObject({ payload: { reason: 'reloaded' } });
    expect(await readStoredMeta()).toBeNull();
  });

  it('holds a site switch reload until the steps so far are stored', async () => {
    const log = createRecordingLog(createRootReducer());
    const edges = sagaEdges({ context: { [RECORDING_LOG]: log } });
    // A slow disk: each store takes 300 ms, far longer than the reload would wait unheld.
    const slowDisk: EffectProviders = {
      ...edges.providers,
      call(effect, next) {
        if (effect.fn !== appendStoredSteps) return edges.providers.call!(effect, next);
        const [steps, meta] = effect.args as Parameters<typeof appendStoredSteps>;
        return pause(300).then(() => appendStoredSteps(steps, meta));
      },
    };
    const saga = expectSaga(recordingSagas, LIMITS).withReducer(recordedReducer(log), stateWith()).provide(slowDisk);
    const run = saga.silentRun(2000);
    await pause(5);
    saga.dispatch(recordingStarted());
    await pause(400);
    saga.dispatch({ type: 'test/justBeforeReload' });
    let storedAtReload: string[] = [];
    setReloadHandler(() => {
      void readStoredRecording().then((stored) => {
        storedAtReload = (stored?.steps ?? []).map((step) => step.action.type);
      });
    });
    await reloadPage();
    await pause(20);
    expect(storedAtReload).toContain('test/justBeforeReload');
    setReloadHandler(() => {});
    saga.dispatch(recordingStopped());
    await run;
  });

  it('tells its story: a header with build, browser, ids, times and the note typed at the stop; requests with method, path, status and duration', async () => {
    const response = { status: 404 } as Response;
    const request = { method: 'GET', url: 'http://127.0.0.1/api/crm/users/me/?expand=profile' } as Request;
    const arg = { endpointName: 'getMe', originalArgs: undefined, queryCacheKey: 'getMe(undefined)' };
    const signedIn = stateWith({
      session: { user: { id: 7 } as RootState['session']['user'] },
      tenancy: { activeCustomer: acme, activeSite: { ...siteA, customer_id: acme.id } },
    });
    const { log } = await runRecording(
      [
        recordingStarted(),
        {
          type: 'api/executeQuery/pending',
          meta: { requestId: 'r1', requestStatus: 'pending', startedTimeStamp: 1, arg },
        },
        {
          type: 'api/executeQuery/rejected',
          payload: { status: 404, data: { detail: 'Not found' } },
          meta: { requestId: 'r1', requestStatus: 'rejected', arg, baseQueryMeta: { request, response } },
        },
        recordingStopped({ note: 'My profile says not found' }),
      ],
      signedIn,
    );
    const [{ filename, content }] = log.downloads;
    expect(filename).toMatch(/^portico-session-acme-housing-harbour-view-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
    const history = lifted(content);
    const actions = history.stagedActionIds.map((id) => history.actionsById[id].action as UnknownAction);
    expect(actions[1]).toMatchObject({
      type: 'recording/described',
      payload: {
        app: { version: 'development' },
        timeZone: expect.any(String),
        customerId: acme.id,
        siteId: siteA.id,
        userId: 7,
        note: 'My profile says not found',
        startedAt: expect.stringMatching(/^2026-01-15T09:00/),
        stoppedAt: expect.stringMatching(/^\d{4}-/),
      },
    });
    expect(actions.find((action) => action.type === 'api/executeQuery/rejected getMe')).toMatchObject({
      meta: {
        request: {
          method: 'GET',
          path: '/api/crm/users/me/?expand=profile',
          status: 404,
          durationMs: expect.any(Number),
        },
      },
    });
    expect((JSON.parse(content) as { header: { note: string } }).header.note).toBe('My profile says not found');
  });

  it('warns before the size limit and stops with a download when it is reached', async () => {
    const big = (n: number) => ({ type: 'test/bigPayload', payload: 'x'.repeat(n) });
    // Far apart, so that each big step is stored (and the size checked) on its own.
    const { storeState, log } = await runRecording(
      [recordingStarted(), big(300_000), big(300_000), big(600_000)],
      stateWith(),
      { limit: 1_000_000, warnAt: 500_000 },
      300,
    );
    const titles = storeState.notifications.queue.map((toast) => toast.title);
    expect(titles).toContain('Recording nearly full');
    expect(titles.indexOf('Recording nearly full')).toBeLessThan(titles.indexOf('Recording stopped'));
    expect(storeState.recording.isRecording).toBe(false);
    expect(log.downloads).toHaveLength(1);
  });
});
