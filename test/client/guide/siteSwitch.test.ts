import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer, type RootState } from '../../../src/core/state/rootReducer';
import { siteSwitchSaga } from '../../../src/core/tenancy/siteActivation';
import { siteSwitchRequested } from '../../../src/core/tenancy/tenancySlice';
import { acme, siteB } from '../../support/fixtures';
import { ok, sagaEdges, stateWith } from '../../support/sagaEdges';

describe('site switch', () => {
  it('toasts "Site changed", stores the site and reloads after 300 ms', async () => {
    const edges = sagaEdges({ endpoints: { activateSite: ok(siteB) }, path: '/sites' });
    const { storeState } = await expectSaga(siteSwitchSaga, siteSwitchRequested({ site: siteB }))
      .withReducer(createRootReducer(), stateWith({ tenancy: { activeCustomer: acme } }))
      .provide(edges.providers)
      .run();
    const state = storeState as RootState;
    expect(state.tenancy.activeSite?.id).toBe(siteB.id);
    expect(state.notifications.queue.map((toast) => toast.title)).toEqual(['Site changed']);
    expect(edges.log.timeline).toEqual(['endpoint:activateSite', 'delay:300', 'reload']);
  });
});
