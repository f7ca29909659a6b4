import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer, type RootState } from '../../../../src/core/state/rootReducer';
import { checkHealthOnce, healthPoller, resetHealthToastMemory } from '../../../../src/core/health/healthSagas';
import type { HealthState } from '../../../../src/core/health/healthSlice';
import { type EndpointAnswer, httpError, networkError, ok, sagaEdges, stateWith } from '../../../support/sagaEdges';

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

beforeEach(() => resetHealthToastMemory());

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
});

describe('health poller', () => {
  it('checks 2 s after sign-in, then every 30 s, and after 5 s when a check failed', async () => {
    const answers = [ok(healthy), networkError(), ok(healthy)];
    // After three checks the fourth never answers, which ends the (otherwise endless) loop.
    const edges = sagaEdges({ endpoints: { getHealth: () => answers.shift() ?? new Promise(() => {}) } });
    await expectSaga(healthPoller)
      .withReducer(createRootReducer(), stateWith({ session: { accessToken: 'a' } }))
      .provide(edges.providers)
      .silentRun(30);
    expect(edges.log.delays.slice(0, 4)).toEqual([2000, 30000, 5000, 30000]);
  });
});
