import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer, type RootState } from '../../../../src/core/state/rootReducer';
import {
  checkHealth,
  checkHealthOnce,
  healthLoop,
  healthSagas,
  progressiveDelay,
} from '../../../../src/core/health/healthSagas';
import { closed, healthCheckSent, healthReceived, opened } from '../../../../src/core/realtime/realtimeSlice';
import { customerActivated } from '../../../../src/core/tenancy/tenancySlice';
import type { HealthState } from '../../../../src/core/health/healthSlice';
import {
  type EndpointAnswer,
  httpError,
  networkError,
  neverAnswers,
  ok,
  SAGA_TEST_NOW,
  sagaEdges,
  stateWith,
} from '../../../support/sagaEdges';

const healthy = {
  status: 'healthy',
  services: { database: true, cache: true },
  response_times: { database: 3 },
  errors: {},
};
const partial = { status: 'unhealthy', services: { database: true, cache: false }, response_times: {}, errors: {} };
const down = {
  status: 'unhealthy',
  services: { database: false },
  response_times: {},
  errors: { database: 'connection refused' },
};

async function check(answer: EndpointAnswer, health: Partial<HealthState> = {}) {
  const edges = sagaEdges({ endpoints: { getHealth: answer } });
  const result = await expectSaga(checkHealthOnce)
    .withReducer(createRootReducer(), stateWith({ health }))
    .provide(edges.providers)
    .run();
  const state = result.storeState as RootState;
  return {
    health: state.health,
    toasts: state.notifications.queue.map((toast) => toast.title),
    ok: result.returnValue,
  };
}

describe('health check', () => {
  it('is healthy when every service is up', async () => {
    const { health, toasts } = await check(ok(healthy));
    expect(health).toMatchObject({ state: 'healthy', data: healthy, failures: 0 });
    expect(toasts).toEqual([]);
  });

  it('is partial when some services are down, and says so', async () => {
    const { health, toasts } = await check(ok(partial));
    expect(health.state).toBe('partial');
    expect(toasts).toEqual(['System health issue detected']);
  });

  it('reads an unhealthy 503 body and toasts each error once', async () => {
    const { health, toasts } = await check(httpError(503, down));
    expect(health.state).toBe('unhealthy');
    expect(toasts).toEqual(['System health issue detected', 'Health error: connection refused']);
  });

  it('does not repeat health toasts within a minute', async () => {
    await check(ok(down));
    const { toasts } = await check(ok(down));
    expect(toasts).toEqual([]);
  });

  it('keeps the last state on a timeout: unknown is not unhealthy', async () => {
    const { health, ok: gotData } = await check(
      { error: { status: 'TIMEOUT_ERROR', error: 'timeout' } },
      { state: 'healthy' },
    );
    expect(gotData).toBe(false);
    expect(health).toMatchObject({ state: 'healthy', failures: 1 });
  });

  it('is disconnected when the server cannot be reached', async () => {
    const { health } = await check(networkError());
    expect(health.state).toBe('disconnected');
  });

  it('says "Connection restored." when health returns after a problem', async () => {
    const { toasts } = await check(ok(healthy), { state: 'disconnected' });
    expect(toasts).toEqual(['Connection restored.']);
  });

  // The toast speaks of the backend: a router of the customer that is still down does not hold it back.
  const routerDown = { ...healthy, customer_services: { '1': { 'router:gw-1': false } } };

  it('says "Connection restored." when the server is back while a router of the customer is still down', async () => {
    const { health, toasts } = await check(ok(routerDown), { state: 'disconnected' });
    expect(health.state).toBe('partial');
    expect(toasts).toContain('Connection restored.');
  });

  it('does not say "Connection restored." while only a router stays down', async () => {
    const { toasts } = await check(ok(routerDown), { state: 'partial' });
    expect(toasts).not.toContain('Connection restored.');
  });
});

describe('health over the socket', () => {
  const NOW = SAGA_TEST_NOW;
  const openSocket = {
    realtime: { status: 'open' as const },
    tenancy: { activeSite: { id: 4, name: 'Oslo', description: '' } },
  };
  const reply = (ts: number, receivedAt: number) => healthReceived({ data: healthy, reply: true, ts, receivedAt });

  it('sends health.check for the active site and takes websocket_latency from the round trip', async () => {
    const edges = sagaEdges();
    const result = await expectSaga(checkHealth)
      .withReducer(createRootReducer(), stateWith(openSocket))
      .provide(edges.providers)
      .put(healthCheckSent({ siteId: 4, ts: NOW }))
      .dispatch(reply(NOW - 5, NOW + 90)) // another tab's check: not this one's answer
      .dispatch(reply(NOW, NOW + 42))
      .run();
    const state = result.storeState as RootState;
    expect(state.health).toMatchObject({ state: 'healthy', data: { ...healthy, websocket_latency: 42 } });
    expect(edges.log.endpointCalls).toEqual([]);
  });

  it('falls back to GET /health/ when the socket closes before the answer', async () => {
    const edges = sagaEdges({ endpoints: { getHealth: ok(healthy) } });
    await expectSaga(checkHealth)
      .withReducer(createRootReducer(), stateWith(openSocket))
      .provide(edges.providers)
      .dispatch(closed({ code: 1006, reason: '' }))
      .run();
    expect(edges.log.endpointCalls.map((c) => c.name)).toEqual(['getHealth']);
  });

  it('counts no answer within 10 s as a failed check of unknown outcome', async () => {
    const edges = sagaEdges({ timeoutsFire: [10_000] });
    const result = await expectSaga(checkHealth)
      .withReducer(createRootReducer(), stateWith({ ...openSocket, health: { state: 'healthy' } }))
      .provide(edges.providers)
      .run();
    expect(edges.log.delays).toEqual([10_000]);
    expect((result.storeState as RootState).health).toMatchObject({ state: 'healthy', failures: 1 });
  });

  it('shows a health.status the server pushes at once, keeping the last measured latency', async () => {
    const last = { ...healthy, websocket_latency: 42 };
    const result = await expectSaga(healthSagas)
      .withReducer(createRootReducer(), stateWith({ ...openSocket, health: { state: 'healthy', data: last } }))
      .provide(sagaEdges().providers)
      .dispatch(healthReceived({ data: down, reply: false, ts: NOW - 1, receivedAt: NOW }))
      .silentRun(20);
    const state = result.storeState as RootState;
    expect(state.health).toMatchObject({ state: 'unhealthy', data: { ...down, websocket_latency: 42 } });
    expect(state.notifications.queue.map((toast) => toast.title)).toContain('System health issue detected');
  });

  it('uses HTTP while the socket is down', async () => {
    const edges = sagaEdges({ endpoints: { getHealth: ok(healthy) } });
    await expectSaga(checkHealth)
      .withReducer(createRootReducer(), stateWith({ realtime: { status: 'closed' } }))
      .provide(edges.providers)
      .not.put.like({ action: { type: healthCheckSent.type } })
      .run();
    expect(edges.log.endpointCalls.map((c) => c.name)).toEqual(['getHealth']);
  });
});

describe('health loop', () => {
  it('checks 2 s after start, then every 30 s, and progressively after failures: 5 s ×3, then 10 s', async () => {
    const answers = [ok(healthy), networkError(), networkError(), networkError(), networkError(), ok(healthy)];
    const edges = sagaEdges({ endpoints: { getHealth: () => answers.shift() ?? neverAnswers() }, timeoutsFire: true });
    await expectSaga(healthLoop)
      .withReducer(createRootReducer(), stateWith({ session: { accessToken: 'a' } }))
      .provide(edges.providers)
      .silentRun(50);
    expect(edges.log.delays.slice(0, 7)).toEqual([2000, 30000, 5000, 5000, 5000, 10000, 30000]);
  });

  it('checks 2 s after the socket connects and 1 s after a customer is selected', async () => {
    const edges = sagaEdges();
    await expectSaga(healthLoop)
      .withReducer(createRootReducer(), stateWith({ session: { accessToken: 'a' } }))
      .provide(edges.providers)
      .dispatch(opened({ userId: 1 }))
      .dispatch(customerActivated({ id: 3, name: 'Acme', logo: null }))
      .silentRun(30);
    expect(edges.log.delays).toEqual([2000, 2000, 1000]);
  });

  it('never postpones the next check when the socket is lost and its reconnection attempts fail', async () => {
    const edges = sagaEdges();
    await expectSaga(healthLoop)
      .withReducer(createRootReducer(), stateWith({ session: { accessToken: 'a' } }))
      .provide(edges.providers)
      .dispatch(opened({ userId: 1 }))
      .dispatch(closed({ code: 1006, reason: '' }))
      .dispatch(closed({ code: 1006, reason: '' }))
      .silentRun(30);
    expect(edges.log.delays).toEqual([2000, 2000, 2000, 2000]);
  });

  it('checks every 60 s when signed out', async () => {
    const answers = [ok(healthy)];
    const edges = sagaEdges({ endpoints: { getHealth: () => answers.shift() ?? neverAnswers() }, timeoutsFire: true });
    await expectSaga(healthLoop).withReducer(createRootReducer(), stateWith()).provide(edges.providers).silentRun(30);
    expect(edges.log.delays.slice(0, 2)).toEqual([2000, 60000]);
  });

  it('grows the progressive wait by 5 s every 3 failed checks up to 60 s', () => {
    expect([1, 2, 3, 4, 6, 7, 10, 33, 34, 100].map(progressiveDelay)).toEqual([
      5000, 5000, 5000, 10000, 10000, 15000, 20000, 55000, 60000, 60000,
    ]);
  });
});
