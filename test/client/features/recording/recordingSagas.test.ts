import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer, type RootState } from '../../../../src/core/state/rootReducer';
import { recordingSagas } from '../../../../src/core/recording/recordingSagas';
import {
  recordingPaused,
  recordingResumed,
  recordingStarted,
  recordingStopped,
} from '../../../../src/core/recording/recordingSlice';
import type { UnknownAction } from '@reduxjs/toolkit';
import { sagaEdges, stateWith } from '../../../support/sagaEdges';

/** expectSaga reduces queued dispatches all at once; spacing them lets the saga see each state. */
function dispatchInTurn<T extends { delay(ms: number): T; dispatch(action: UnknownAction): T }>(
  api: T,
  actions: UnknownAction[],
): T {
  return actions.reduce((chain, action) => chain.delay(1).dispatch(action), api);
}

describe('session recording', () => {
  it('records actions while running (secrets redacted, nothing while paused) and downloads them on stop', async () => {
    const edges = sagaEdges({ path: '/sites' });
    const { storeState } = await dispatchInTurn(
      expectSaga(recordingSagas).withReducer(createRootReducer(), stateWith()).provide(edges.providers),
      [
        recordingStarted(),
        { type: 'session/loggedIn', payload: { access: 'secret-access', refresh: 'secret-refresh', issuedAt: 1 } },
        { type: 'test/formSubmitted', payload: { name: 'Harbour View', password: 'hunter2' } },
        recordingPaused(),
        { type: 'test/whilePaused' },
        recordingResumed(),
        { type: 'test/afterResume' },
        recordingStopped(),
      ],
    ).silentRun(100);

    const state = storeState as RootState;
    expect(state.recording).toEqual({ isRecording: false, isPaused: false });
    expect(state.notifications.queue.map((toast) => [toast.title, toast.autoHideDuration])).toEqual([
      ['Recording started', 3000],
      ['Recording paused', 3000],
      ['Recording resumed', 3000],
      ['Recording stopped', 3000],
    ]);
    expect(edges.log.downloads).toHaveLength(1);
    const [{ filename, content }] = edges.log.downloads;
    expect(filename).toMatch(/^portico-session-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
    expect(content).not.toMatch(/secret-access|secret-refresh|hunter2/);
    const file = JSON.parse(content) as { events: Array<{ type: string; payload?: Record<string, unknown> }> };
    const types = file.events.map((event) => event.type);
    expect(types[0]).toBe('route/changed');
    expect(file.events[0].payload).toEqual({ path: '/sites' });
    expect(types).toEqual(
      expect.arrayContaining(['session/loggedIn', 'test/formSubmitted', 'recording/resumed', 'test/afterResume']),
    );
    expect(types).not.toContain('test/whilePaused');
    expect(file.events.find((event) => event.type === 'test/formSubmitted')?.payload).toEqual({
      name: 'Harbour View',
      password: '[redacted]',
    });
  });

  it('goes on recording after a reload when the stored status says so', async () => {
    const edges = sagaEdges();
    await dispatchInTurn(
      expectSaga(recordingSagas)
        .withReducer(createRootReducer(), stateWith({ recording: { isRecording: true, isPaused: false } }))
        .provide(edges.providers),
      [{ type: 'app/rehydrated' }, { type: 'test/somethingHappened' }, recordingStopped()],
    ).silentRun(100);
    expect(edges.log.downloads).toHaveLength(1);
    expect(edges.log.downloads[0].content).toContain('test/somethingHappened');
  });
});
