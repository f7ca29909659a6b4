import { expectSaga } from 'redux-saga-test-plan';
import type { AlertEvent } from '../../../../rules/alerts';
import { baseApi } from '../../../../src/core/api/baseApi';
import { createRootReducer } from '../../../../src/core/state/rootReducer';
import { alertChanged } from '../../../../src/core/realtime/liveUpdates';
import { actionForWorkerMessage, alertReceived } from '../../../../src/core/realtime/realtimeSlice';
import { stateWith } from '../../../support/sagaEdges';

const onSite = {
  tenancy: {
    activeCustomer: { id: 3, name: 'Acme', logo: null },
    activeSite: { id: 4, name: 'Oslo', description: '' },
  },
};

const frame = (overrides: Partial<AlertEvent> = {}): AlertEvent => ({
  id: 11,
  customer_id: 3,
  site_id: 4,
  kind: 'router_unreachable',
  critical: true,
  status: 'open',
  summary: 'Router gw-1 at Oslo is unreachable',
  ...overrides,
});

const toastsOf = (state: { notifications: { queue: { title: string; message?: string; variant: string }[] } }) =>
  state.notifications.queue.map(({ title, message, variant }) => ({ title, message, variant }));

describe('realtime alert frames', () => {
  it('become alertReceived actions', () => {
    expect(
      actionForWorkerMessage({ type: 'frame', frame: { type: 'alert', data: frame(), ts: 1 }, receivedAt: 2 }),
    ).toEqual(alertReceived(frame()));
  });

  it('refetch the alert lists and toast a new critical alert with its summary', async () => {
    const { storeState } = await expectSaga(alertChanged, alertReceived(frame()))
      .withReducer(createRootReducer(), stateWith(onSite))
      .put(baseApi.util.invalidateTags([{ type: 'Alert', id: 'LIST' }]))
      .run();
    expect(toastsOf(storeState)).toEqual([
      { title: 'New alert', message: 'Router gw-1 at Oslo is unreachable', variant: 'error' },
    ]);
  });

  it('refetch without a toast when an alert closes or is not critical', async () => {
    for (const quiet of [frame({ status: 'closed' }), frame({ critical: false, kind: 'router_drifted' })]) {
      const { storeState } = await expectSaga(alertChanged, alertReceived(quiet))
        .withReducer(createRootReducer(), stateWith(onSite))
        .put(baseApi.util.invalidateTags([{ type: 'Alert', id: 'LIST' }]))
        .run();
      expect(toastsOf(storeState)).toEqual([]);
    }
  });

  it("ignore another customer's alerts", async () => {
    const result = await expectSaga(alertChanged, alertReceived(frame({ customer_id: 99 })))
      .withReducer(createRootReducer(), stateWith(onSite))
      .run();
    expect(result.effects.put).toBeUndefined();
  });
});
