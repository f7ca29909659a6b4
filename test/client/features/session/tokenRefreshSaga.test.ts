import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer } from '../../../../src/core/state/rootReducer';
import type { RefreshOutcome } from '../../../../src/core/api/tokenRefresh';
import { refreshWithRetries, tokenRefreshSchedule } from '../../../../src/core/session/tokenRefreshSaga';
import { sagaEdges, stateWith } from '../../../support/sagaEdges';

const signedIn = (expiresIn: number) =>
  stateWith({
    session: { accessToken: 'a', refreshToken: 'r', tokenExpiry: Date.now() + expiresIn, initialised: true },
  });

async function runRetries(refreshes: RefreshOutcome[]) {
  const edges = sagaEdges({ refreshes });
  const result = await expectSaga(refreshWithRetries)
    .withReducer(createRootReducer(), signedIn(0))
    .provide(edges.providers)
    .run();
  return { ok: result.returnValue as boolean, log: edges.log };
}

describe('token refresh retries (requirements §9)', () => {
  it('succeeds at once when the refresh works', async () => {
    const { ok, log } = await runRetries(['refreshed']);
    expect(ok).toBe(true);
    expect(log.refreshCalls).toBe(1);
    expect(log.delays).toEqual([]);
  });

  it('retries network trouble after 2 s, then 3 s', async () => {
    const { ok, log } = await runRetries(['unavailable', 'unavailable', 'refreshed']);
    expect(ok).toBe(true);
    expect(log.refreshCalls).toBe(3);
    expect(log.delays).toEqual([2000, 3000]);
  });

  it('gives up after 5 retries, the delays growing by 1.5 and capped at 10 s', async () => {
    const { ok, log } = await runRetries(Array(10).fill('unavailable'));
    expect(ok).toBe(false);
    expect(log.refreshCalls).toBe(6);
    expect(log.delays).toEqual([2000, 3000, 4500, 6750, 10000]);
  });

  it('does not retry a refused refresh token', async () => {
    const { ok, log } = await runRetries(['refused', 'refreshed']);
    expect(ok).toBe(false);
    expect(log.refreshCalls).toBe(1);
  });
});

describe('token refresh schedule', () => {
  it('waits for the assumed expiry, then refreshes', async () => {
    const edges = sagaEdges({ refreshes: ['refreshed', 'refused'], timeoutsFire: true });
    await expectSaga(tokenRefreshSchedule)
      .withReducer(createRootReducer(), signedIn(240_000))
      .provide(edges.providers)
      .run();
    // The refresh is provided, so the expiry stays where it was: the clock has reached it.
    expect(edges.log.delays).toEqual([240_000, 0]);
    expect(edges.log.refreshCalls).toBe(2);
  });

  it('ends the session when refreshing fails for good', async () => {
    const edges = sagaEdges({ refreshes: ['refused'], timeoutsFire: true });
    const result = await expectSaga(tokenRefreshSchedule)
      .withReducer(createRootReducer(), signedIn(1000))
      .provide(edges.providers)
      .put({ type: 'session/expired', payload: undefined })
      .run();
    expect(result.storeState.session.accessToken).toBeNull();
  });
});
