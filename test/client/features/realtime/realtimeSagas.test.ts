import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer, type RootState } from '../../../../src/core/state/rootReducer';
import type { TabToWorker, WorkerToTab } from '../../../../src/core/realtime/realtimeMessages';
import { setRealtimeConnector, type RealtimeConnection } from '../../../../src/core/realtime/realtimePort';
import {
  endSessionForInvalidToken,
  realtimeBridge,
  refreshForWorker,
} from '../../../../src/core/realtime/realtimeSagas';
import { healthCheckSent } from '../../../../src/core/realtime/realtimeSlice';
import { tokensRefreshed } from '../../../../src/core/session/sessionSlice';
import { siteActivated } from '../../../../src/core/tenancy/tenancySlice';
import { sagaEdges, stateWith } from '../../../support/sagaEdges';

/** The tab's end of a worker: what the saga posted, and worker messages on demand. */
function fakeWorker() {
  const posted: TabToWorker[] = [];
  let closed = false;
  const connection: RealtimeConnection = {
    port: { postMessage: (message) => posted.push(message), onmessage: null },
    close: () => {
      closed = true;
    },
  };
  const say = (message: WorkerToTab) => connection.port.onmessage?.({ data: message } as MessageEvent<WorkerToTab>);
  return { connection, posted, say, isClosed: () => closed };
}

const signedIn = {
  session: { accessToken: 'access-1', refreshToken: 'refresh-1', tokenExpiry: 1_000 },
  tenancy: {
    activeCustomer: { id: 3, name: 'Acme', logo: null },
    activeSite: { id: 4, name: 'Oslo', description: '' },
  },
};

afterEach(() => setRealtimeConnector(() => null));

describe('realtime bridge', () => {
  it('hands the worker the session, and a new token or site when they change', async () => {
    const worker = fakeWorker();
    setRealtimeConnector(() => worker.connection);
    await expectSaga(realtimeBridge)
      .withReducer(createRootReducer(), stateWith(signedIn))
      .delay(5)
      .dispatch(tokensRefreshed({ access: 'access-2', refresh: 'refresh-2', issuedAt: 0 }))
      .delay(5)
      .dispatch(siteActivated({ id: 5, name: 'Bergen', description: '' }))
      .dispatch(healthCheckSent({ siteId: 5, ts: 77 }))
      // Room to handle the last dispatches on a busy machine: at 30 ms, CI once cut the saga off first.
      .silentRun(300);
    const sessions = worker.posted.filter((m) => m.type === 'session').map((m) => m.type === 'session' && m.session);
    expect(sessions).toEqual([
      expect.objectContaining({ token: 'access-1', refreshToken: 'refresh-1', customerId: 3, siteId: 4 }),
      expect.objectContaining({ token: 'access-2', siteId: 4 }),
      expect.objectContaining({ token: 'access-2', siteId: 5, apiBase: 'http://localhost/api' }),
    ]);
    expect(worker.posted).toContainEqual({ type: 'send', action: 'health.check', data: { site_id: 5 }, ts: 77 });
    // Requirements §7: the worker clears its health cache when the place changes, not for a new token.
    const placeMessages = worker.posted.flatMap((m) =>
      m.type === 'session' ? [`session:${m.session.siteId}`] : m.type === 'clearHealthCache' ? [m.type] : [],
    );
    expect(placeMessages).toEqual(['session:4', 'session:4', 'clearHealthCache', 'session:5']);
  });

  it('turns every worker message into a plain action the state keeps', async () => {
    const worker = fakeWorker();
    setRealtimeConnector(() => worker.connection);
    const run = expectSaga(realtimeBridge).withReducer(createRootReducer(), stateWith(signedIn)).silentRun(50);
    await Promise.resolve();
    worker.say({ type: 'open', userId: 9 });
    worker.say({
      type: 'frame',
      receivedAt: 5,
      frame: {
        type: 'change',
        ts: 4,
        data: { entity: 'room', id: 7, action: 'update', customer_id: 3, site_id: 4, user_id: 2, user_name: 'Kari' },
      },
    });
    worker.say({ type: 'close', code: 1001, reason: 'shutting down' });
    const result = await run;
    const state = result.storeState as RootState;
    expect(state.realtime).toMatchObject({ status: 'closed', lastCloseCode: 1001 });
    expect(state.realtime.changes).toEqual([expect.objectContaining({ entity: 'room', id: 7, user_name: 'Kari' })]);
    expect(state.health.state).toBe('disconnected');
    const types = result.effects.put?.map((effect) => (effect.payload.action as { type: string }).type);
    expect(types).toEqual(['realtime/workerStarted', 'realtime/opened', 'realtime/changeReceived', 'realtime/closed']);
    // Every action survives a JSON round trip (a recorded session replays them).
    const actions = result.effects.put?.map((effect) => effect.payload.action);
    expect(JSON.parse(JSON.stringify(actions))).toEqual(actions);
  });

  it('says bye and leaves the worker when the session ends', async () => {
    const worker = fakeWorker();
    setRealtimeConnector(() => worker.connection);
    const saga = expectSaga(realtimeBridge).withReducer(createRootReducer(), stateWith(signedIn));
    const run = saga.silentRun(20);
    await run;
    // silentRun cancels the saga at its time-out, as whileSignedIn does on logout.
    expect(worker.posted.at(-1)).toEqual({ type: 'bye' });
    expect(worker.isClosed()).toBe(true);
  });

  it('does nothing where no worker can run (the HTTP health poll carries on)', async () => {
    const result = await expectSaga(realtimeBridge).withReducer(createRootReducer(), stateWith(signedIn)).run();
    expect(result.effects.put).toBeUndefined();
  });
});

describe('session events from the worker', () => {
  it('ends the session the usual way when the server refuses the token (4401)', async () => {
    await expectSaga(endSessionForInvalidToken)
      .withReducer(createRootReducer(), stateWith(signedIn))
      .put({ type: 'session/logoutRequested', payload: undefined })
      .run();
  });

  it('refreshes through the tab when the socket says the token expired (4419)', async () => {
    const edges = sagaEdges({ refreshes: ['refreshed'] });
    await expectSaga(refreshForWorker)
      .withReducer(createRootReducer(), stateWith(signedIn))
      .provide(edges.providers)
      .not.put.like({ action: { type: 'session/expired' } })
      .run();
    expect(edges.log.refreshCalls).toBe(1);
  });

  it('ends the session when that refresh is refused', async () => {
    const edges = sagaEdges({ refreshes: ['refused'] });
    await expectSaga(refreshForWorker)
      .withReducer(createRootReducer(), stateWith(signedIn))
      .provide(edges.providers)
      .put({ type: 'session/expired', payload: undefined })
      .run();
  });
});
