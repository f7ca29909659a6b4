import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer, type RootState } from '../../../../src/core/state/rootReducer';
import { customerSwitchSaga } from '../../../../src/core/tenancy/customerSwitchSaga';
import { siteSwitchSaga } from '../../../../src/core/tenancy/siteActivation';
import tenancyReducer, {
  customerActivated,
  customerSwitchRequested,
  initialTenancyState,
  siteActivated,
  siteSwitchRequested,
  tenantActivated,
} from '../../../../src/core/tenancy/tenancySlice';
import { acme, beacon, makeUser, siteA, siteB } from '../../../support/fixtures';
import { ok, sagaEdges, stateWith } from '../../../support/sagaEdges';

const tenant = { id: 4, name: 'Ola Nordmann' };

/** Signed in to Acme's site A with a tenant active. */
const withActiveTenant = () =>
  stateWith({
    session: { accessToken: 'a', refreshToken: 'r', user: makeUser(), initialised: true },
    tenancy: {
      customers: [acme, beacon],
      customersLoaded: true,
      activeCustomer: acme,
      activeSite: { ...siteA },
      activeTenant: tenant,
    },
  });

describe('the active tenant (requirements §6)', () => {
  it('is set and cleared by the tenant page', () => {
    const set = tenancyReducer(initialTenancyState, tenantActivated(tenant));
    expect(set.activeTenant).toEqual(tenant);
    expect(tenancyReducer(set, tenantActivated(null)).activeTenant).toBeNull();
  });

  it('is cleared when the user switches site', async () => {
    const edges = sagaEdges({ endpoints: { activateSite: ok({ ...siteB, customer_id: acme.id }) }, path: '/tenants' });
    const { storeState } = await expectSaga(
      siteSwitchSaga,
      siteSwitchRequested({ site: { id: siteB.id, name: siteB.name, description: siteB.description } }),
    )
      .withReducer(createRootReducer(), withActiveTenant())
      .provide(edges.providers)
      .run();
    const state = storeState as RootState;
    expect(state.tenancy.activeSite?.id).toBe(siteB.id);
    expect(state.tenancy.activeTenant).toBeNull();
  });

  it('is cleared when the user switches customer', async () => {
    const edges = sagaEdges({
      endpoints: {
        activateCustomer: ok({ ...beacon, last_active_site: 21 }),
        listSites: ok({ data: [{ id: 21, name: 'Alpha', description: 'a', customer_id: beacon.id }], total: 1 }),
      },
    });
    const { storeState } = await expectSaga(customerSwitchSaga, customerSwitchRequested({ customerId: beacon.id }))
      .withReducer(createRootReducer(), withActiveTenant())
      .provide(edges.providers)
      .run();
    const state = storeState as RootState;
    expect(state.tenancy.activeCustomer).toEqual(beacon);
    expect(state.tenancy.activeTenant).toBeNull();
  });

  it('stays when the same site or customer is activated again (a reload restoring them)', () => {
    const state = withActiveTenant().tenancy;
    const again = tenancyReducer(tenancyReducer(state, siteActivated({ ...siteA })), customerActivated(acme));
    expect(again.activeTenant).toEqual(tenant);
  });
});
