import { expectSaga } from 'redux-saga-test-plan';
import { baseApi } from '../../../../src/core/api/baseApi';
import { createRootReducer, type RootState } from '../../../../src/core/state/rootReducer';
import { customerSwitchSaga } from '../../../../src/core/tenancy/customerSwitchSaga';
import { selectRequestTenancy } from '../../../../src/core/tenancy/requestTenancy';
import { siteSwitchSaga } from '../../../../src/core/tenancy/siteActivation';
import {
  customerChanged,
  customerSwitchRequested,
  siteSwitchRequested,
} from '../../../../src/core/tenancy/tenancySlice';
import { acme, beacon, makeUser, siteA, siteB } from '../../../support/fixtures';
import { type EdgeOptions, httpError, ok, sagaEdges, stateWith } from '../../../support/sagaEdges';

const signedIn = () =>
  stateWith({
    session: { accessToken: 'a', refreshToken: 'r', user: makeUser(), initialised: true },
    tenancy: { customers: [acme, beacon], customersLoaded: true, activeCustomer: acme, activeSite: { ...siteA } },
  });

describe('site switch (requirements §4)', () => {
  function runSiteSwitch(options: EdgeOptions) {
    const edges = sagaEdges(options);
    return expectSaga(
      siteSwitchSaga,
      siteSwitchRequested({ site: { id: siteB.id, name: siteB.name, description: siteB.description } }),
    )
      .withReducer(createRootReducer(), signedIn())
      .provide(edges.providers)
      .run()
      .then((result) => ({ state: result.storeState as RootState, log: edges.log, effects: result.effects }));
  }

  it('sets the site active on the server, toasts for 2 s, stores it with customer_id and reloads after 300 ms', async () => {
    const { state, log, effects } = await runSiteSwitch({
      endpoints: { activateSite: ok({ ...siteB, customer_id: acme.id }) },
      path: '/sites',
    });
    expect(log.endpointCalls).toEqual([{ name: 'activateSite', arg: siteB.id }]);
    expect(state.tenancy.activeSite).toEqual({
      id: siteB.id,
      name: siteB.name,
      description: siteB.description,
      customer_id: acme.id,
    });
    expect(state.notifications.queue).toEqual([
      expect.objectContaining({ title: 'Site changed', variant: 'success', autoHideDuration: 2000 }),
    ]);
    const invalidations = effects.put.filter((effect) => baseApi.util.invalidateTags.match(effect.payload.action));
    expect(invalidations.map((effect) => effect.payload.action.payload)).toEqual([
      expect.arrayContaining(['Site', 'SiteStats']),
    ]);
    expect(log.navigations).toEqual([]);
    expect(log.timeline.slice(-2)).toEqual(['delay:300', 'reload']);
  });

  it('leaves a site detail page for /site before reloading', async () => {
    const { log } = await runSiteSwitch({ endpoints: { activateSite: ok({ ...siteB }) }, path: '/site/11' });
    expect(log.timeline.slice(-3)).toEqual(['navigate:/site', 'delay:300', 'reload']);
  });

  it("opens a filtered list bare before reloading: the old site's floors and rooms are not on the new one", async () => {
    const { log } = await runSiteSwitch({
      endpoints: { activateSite: ok({ ...siteB }) },
      path: '/floors?address_id=5&sort=name',
    });
    expect(log.timeline.slice(-3)).toEqual(['navigate:/floors', 'delay:300', 'reload']);
  });

  it('keeps the query of pages that are not lists', async () => {
    const { log } = await runSiteSwitch({ endpoints: { activateSite: ok({ ...siteB }) }, path: '/site/edit?id=7' });
    expect(log.navigations).toEqual([]);
  });

  it('stays on other site pages', async () => {
    const { log } = await runSiteSwitch({ endpoints: { activateSite: ok({ ...siteB }) }, path: '/site/edit' });
    expect(log.navigations).toEqual([]);
  });

  it('shows "Error changing site" and keeps the old site when the server refuses', async () => {
    const { state, log } = await runSiteSwitch({
      endpoints: { activateSite: httpError(403, { detail: 'You do not have access to this customer' }) },
    });
    expect(state.tenancy.activeSite).toEqual(siteA);
    expect(state.notifications.queue).toEqual([
      expect.objectContaining({
        title: 'Error changing site',
        message: 'Failed to change site. Please try again.',
        variant: 'error',
      }),
    ]);
    expect(log.reloads).toBe(0);
  });
});

describe('customer switch from the user menu (requirements §4)', () => {
  function runCustomerSwitch(options: EdgeOptions, state = signedIn()) {
    const edges = sagaEdges(options);
    return expectSaga(customerSwitchSaga, customerSwitchRequested({ customerId: beacon.id }))
      .withReducer(createRootReducer(), state)
      .provide(edges.providers)
      .run()
      .then((result) => ({ state: result.storeState as RootState, log: edges.log, effects: result.effects }));
  }

  const beaconSites = ok({
    data: [
      { id: 21, name: 'Alpha', description: 'a', customer_id: 2 },
      { id: 22, name: 'Beta', description: 'b', customer_id: 2 },
    ],
    total: 2,
  });

  it("clears cached data, activates the customer with the server's last site, toasts and opens /dashboard", async () => {
    const { state, log, effects } = await runCustomerSwitch({
      endpoints: { activateCustomer: ok({ ...beacon, last_active_site: 22 }), listSites: beaconSites },
    });
    expect(effects.put.some((effect) => baseApi.util.resetApiState.match(effect.payload.action))).toBe(true);
    expect(state.tenancy.activeCustomer).toEqual(beacon);
    expect(state.tenancy.lastActiveCustomerId).toBe(beacon.id);
    expect(state.tenancy.activeSite).toEqual({ id: 22, name: 'Beta', description: 'b', customer_id: beacon.id });
    expect(log.endpointCalls.map((call) => call.name)).toEqual(['activateCustomer', 'listSites']);
    expect(state.notifications.queue).toEqual([
      expect.objectContaining({ title: 'Switched to Beacon Lofts', variant: 'success' }),
    ]);
    expect(log.navigations).toEqual([['/dashboard', undefined]]);
    const changed = effects.put.filter((effect) => customerChanged.match(effect.payload.action));
    expect(changed.map((effect) => effect.payload.action.payload)).toEqual([{ customerId: beacon.id, siteId: 22 }]);
  });

  it("never sends the old customer's X-Site-ID nor leaves the new customer without a site while switching", async () => {
    const state = signedIn();
    state.tenancy.activeTenant = { id: 5, name: 'Kari Nordmann' };
    const edges = sagaEdges({
      endpoints: {
        activateCustomer: ok({ ...beacon, last_active_site: null }),
        listSites: beaconSites,
        activateSite: ok({}),
      },
      state,
    });
    await expectSaga(customerSwitchSaga, customerSwitchRequested({ customerId: beacon.id }))
      .withReducer(createRootReducer(), state)
      .provide(edges.providers)
      .run();
    // The headers each request of the switch goes out with (the base query's selector).
    const named = (name: string, arg: unknown) =>
      name === 'activateCustomer'
        ? (arg as number)
        : ((arg as { customerId?: number } | undefined)?.customerId ?? null);
    expect(
      edges.log.tenancyAtCalls.map(({ name, arg, tenancy }) => [name, selectRequestTenancy(tenancy, named(name, arg))]),
    ).toEqual([
      ['activateCustomer', { customerId: beacon.id, siteId: null, tenantId: null }],
      ['listSites', { customerId: beacon.id, siteId: null, tenantId: null }],
      ['activateSite', { customerId: beacon.id, siteId: 21, tenantId: null }],
    ]);
    // What a mounted page's refetch (a rooms list) would send after each step: the old pair, then the new one.
    const pairs = edges.log.tenancyAfterPuts.map(({ tenancy }) => [tenancy.activeCustomer?.id, tenancy.activeSite?.id]);
    expect(
      pairs.every(
        ([customer, site]) =>
          `${customer}/${site}` === `${acme.id}/${siteA.id}` || `${customer}/${site}` === `${beacon.id}/21`,
      ),
    ).toBe(true);
    const reset = edges.log.tenancyAfterPuts.find(({ type }) => baseApi.util.resetApiState.match({ type }));
    expect(reset?.tenancy.activeSite).toMatchObject({ id: 21, customer_id: beacon.id });
  });

  it('takes the site remembered locally for that customer when the server remembers none', async () => {
    const state = signedIn();
    state.tenancy.activeSite = { id: 22, name: 'Beta', description: 'b', customer_id: beacon.id };
    const { state: after, log } = await runCustomerSwitch(
      {
        endpoints: {
          activateCustomer: ok({ ...beacon, last_active_site: null }),
          listSites: beaconSites,
          activateSite: ok({}),
        },
      },
      state,
    );
    expect(after.tenancy.activeSite).toMatchObject({ id: 22, name: 'Beta' });
    expect(log.endpointCalls).toContainEqual({ name: 'activateSite', arg: 22 });
  });

  it('comes back to the site the user left a customer on (A on its 2nd site → B → A lands on that site)', async () => {
    // Beacon Lofts on Beta; the server remembers one site per user, so after Acme it knows none of Beacon's.
    const onBeta = signedIn();
    onBeta.tenancy.activeCustomer = beacon;
    onBeta.tenancy.activeSite = { id: 22, name: 'Beta', description: 'b', customer_id: beacon.id };
    const lastActivated = () => edges.log.endpointCalls.filter((call) => call.name === 'activateCustomer').at(-1)?.arg;
    const edges = sagaEdges({
      endpoints: {
        activateCustomer: (id) =>
          ok(id === acme.id ? { ...acme, last_active_site: siteA.id } : { ...beacon, last_active_site: null }),
        listSites: () => (lastActivated() === beacon.id ? beaconSites : ok({ data: [siteA, siteB], total: 2 })),
        activateSite: ok({}),
      },
    });
    const onAcme = await expectSaga(customerSwitchSaga, customerSwitchRequested({ customerId: acme.id }))
      .withReducer(createRootReducer(), onBeta)
      .provide(edges.providers)
      .run();
    expect((onAcme.storeState as RootState).tenancy.activeSite).toMatchObject({ id: siteA.id });
    const back = await expectSaga(customerSwitchSaga, customerSwitchRequested({ customerId: beacon.id }))
      .withReducer(createRootReducer(), onAcme.storeState as RootState)
      .provide(edges.providers)
      .run();
    expect((back.storeState as RootState).tenancy.activeSite).toMatchObject({ id: 22, name: 'Beta' });
  });

  it('falls back to the first available site and tells the server', async () => {
    const { state, log } = await runCustomerSwitch({
      endpoints: {
        activateCustomer: ok({ ...beacon, last_active_site: null }),
        listSites: beaconSites,
        activateSite: ok({}),
      },
    });
    expect(state.tenancy.activeSite).toMatchObject({ id: 21, name: 'Alpha', customer_id: beacon.id });
    expect(log.endpointCalls).toContainEqual({ name: 'activateSite', arg: 21 });
  });

  it('has no active site when the customer has none', async () => {
    const { state } = await runCustomerSwitch({
      endpoints: { activateCustomer: ok({ ...beacon, last_active_site: null }), listSites: ok({ data: [], total: 0 }) },
    });
    expect(state.tenancy.activeCustomer).toEqual(beacon);
    expect(state.tenancy.activeSite).toBeNull();
  });

  it('shows "Failed to switch customer. Please try again." and changes nothing when refused', async () => {
    const { state, log } = await runCustomerSwitch({
      endpoints: { activateCustomer: httpError(403, { detail: 'Selected customer is not available for this user' }) },
    });
    expect(state.tenancy.activeCustomer).toEqual(acme);
    expect(state.tenancy.activeSite).toEqual(siteA);
    expect(state.notifications.queue).toEqual([
      expect.objectContaining({ title: 'Failed to switch customer. Please try again.', variant: 'error' }),
    ]);
    expect(log.navigations).toEqual([]);
  });
});
