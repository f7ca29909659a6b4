import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer, type RootState } from '../../../src/core/state/rootReducer';
import { autoSelectCustomer } from '../../../src/core/tenancy/customerSelection';
import { acme, beacon, makeUser, siteA } from '../../support/fixtures';
import { neverAnswers, ok, sagaEdges, slow, stateWith } from '../../support/sagaEdges';

// The user last worked for Beacon: the app resumes it, unless that takes longer than 2.5 s.
const user = makeUser({ last_active_customer: beacon.id });
const start = stateWith({ tenancy: { customers: [acme, beacon], customersLoaded: true } });
const sites = ok({ data: [siteA], total: 1 });

describe('resuming the last customer, a race with a 2.5 s time-out', () => {
  it('resumes it when the server answers (the time-out does not fire by itself)', async () => {
    const edges = sagaEdges({ endpoints: { activateCustomer: ok(beacon), listSites: sites, activateSite: ok(siteA) } });
    const { storeState } = await expectSaga(autoSelectCustomer, user, null)
      .withReducer(createRootReducer(), start)
      .provide(edges.providers)
      .run();
    expect((storeState as RootState).tenancy.activeCustomer).toEqual(beacon);
    expect(edges.log.navigations).toEqual([['/dashboard', { replace: true }]]);
  });

  it('shows the picker when the answer is slower than the time-out the test lets fire', async () => {
    const edges = sagaEdges({ endpoints: { activateCustomer: slow(50, ok(beacon)) }, timeoutsFire: [2500] });
    const { storeState } = await expectSaga(autoSelectCustomer, user, null)
      .withReducer(createRootReducer(), start)
      .provide(edges.providers)
      .run();
    expect((storeState as RootState).tenancy.activeCustomer).toBeNull();
    expect(edges.log.navigations).toEqual([['/select-customer', { replace: true, state: undefined }]]);
  });

  it('shows the picker when the server never answers', async () => {
    const edges = sagaEdges({ endpoints: { activateCustomer: neverAnswers }, timeoutsFire: true });
    await expectSaga(autoSelectCustomer, user, null)
      .withReducer(createRootReducer(), start)
      .provide(edges.providers)
      .run();
    expect(edges.log.navigations).toEqual([['/select-customer', { replace: true, state: undefined }]]);
  });
});
