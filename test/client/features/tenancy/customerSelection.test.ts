import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer, type RootState } from '../../../../src/core/state/rootReducer';
import { autoSelectCustomer, enterAfterSignIn } from '../../../../src/core/tenancy/customerSelection';
import { customerSelectSaga } from '../../../../src/core/tenancy/customerSelectSaga';
import { customerSelectRequested } from '../../../../src/core/tenancy/tenancySlice';
import type { User } from '../../../../src/core/session/sessionSlice';
import { acme, beacon, cedar, makeUser, siteA, siteB } from '../../../support/fixtures';
import { type EdgeOptions, httpError, neverAnswers, ok, sagaEdges, stateWith } from '../../../support/sagaEdges';

const sites = ok({ data: [siteA, siteB], total: 2 });
const activates =
  (customers = [acme, beacon, cedar]) =>
  (id: unknown) => {
    const customer = customers.find((c) => c.id === id);
    return customer
      ? ok({ ...customer, last_active_site: null })
      : httpError(403, { detail: 'Selected customer is not available for this user' });
  };

function runAutoSelect(user: User | null, options: EdgeOptions, tenancy: Partial<RootState['tenancy']>) {
  const edges = sagaEdges({
    ...options,
    endpoints: { listSites: sites, activateSite: ok(siteA), ...options.endpoints },
  });
  return expectSaga(autoSelectCustomer, user, options.origin ?? null)
    .withReducer(createRootReducer(), stateWith({ tenancy: { customersLoaded: true, ...tenancy } }))
    .provide(edges.providers)
    .run()
    .then((result) => ({ state: result.storeState as RootState, log: edges.log }));
}

const activatedIds = (log: { endpointCalls: Array<{ name: string; arg: unknown }> }) =>
  log.endpointCalls.filter((call) => call.name === 'activateCustomer').map((call) => call.arg);

describe('customer auto-select (requirements §4)', () => {
  it('shows no access with the toast when the user has no customer', async () => {
    const { state, log } = await runAutoSelect(makeUser(), {}, { customers: [] });
    expect(state.tenancy.selection.status).toBe('no-access');
    expect(state.notifications.queue).toEqual([
      expect.objectContaining({
        title: 'No Customer Access',
        message: "Your account doesn't have access to any customers.",
        variant: 'error',
      }),
    ]);
    expect(log.navigations).toEqual([['/no-access', { replace: true }]]);
    expect(activatedIds(log)).toEqual([]);
  });

  it('selects the only customer, stores its id, picks the first site and opens the origin', async () => {
    const { state, log } = await runAutoSelect(
      makeUser(),
      { endpoints: { activateCustomer: activates() }, origin: '/sites' },
      { customers: [acme] },
    );
    expect(activatedIds(log)).toEqual([acme.id]);
    expect(state.tenancy.activeCustomer).toEqual(acme);
    expect(state.tenancy.lastActiveCustomerId).toBe(acme.id);
    expect(state.tenancy.activeSite).toEqual({ ...siteA, customer_id: acme.id });
    expect(log.navigations).toEqual([['/sites', { replace: true }]]);
  });

  it('resumes the customer remembered in browser storage among several', async () => {
    const { state, log } = await runAutoSelect(
      makeUser(),
      { endpoints: { activateCustomer: activates() } },
      {
        customers: [acme, beacon, cedar],
        lastActiveCustomerId: beacon.id,
      },
    );
    expect(activatedIds(log)).toEqual([beacon.id]);
    expect(state.tenancy.activeCustomer).toEqual(beacon);
    expect(log.navigations).toEqual([['/dashboard', { replace: true }]]);
  });

  it("resumes the server's last active customer among several, waiting up to 2.5 s", async () => {
    const { state, log } = await runAutoSelect(
      makeUser({ last_active_customer: cedar.id }),
      { endpoints: { activateCustomer: activates() } },
      { customers: [acme, beacon, cedar], lastActiveCustomerId: beacon.id },
    );
    expect(log.delays).toContain(2500);
    expect(activatedIds(log)).toEqual([cedar.id]);
    expect(state.tenancy.activeCustomer).toEqual(cedar);
  });

  it('shows the picker when the last active customer takes longer than 2.5 s', async () => {
    const { state, log } = await runAutoSelect(
      makeUser({ last_active_customer: cedar.id }),
      { endpoints: { activateCustomer: neverAnswers }, origin: '/sites', timeoutsFire: [2500] },
      { customers: [acme, beacon, cedar] },
    );
    expect(state.tenancy.activeCustomer).toBeNull();
    expect(state.tenancy.selection).toEqual({ status: 'idle', selectingId: null, error: null });
    expect(log.navigations).toEqual([['/select-customer', { replace: true, state: { from: '/sites' } }]]);
  });

  it('shows the picker for several customers and none remembered', async () => {
    const { state, log } = await runAutoSelect(makeUser(), {}, { customers: [acme, beacon] });
    expect(activatedIds(log)).toEqual([]);
    expect(state.tenancy.selection.status).toBe('idle');
    expect(log.navigations).toEqual([['/select-customer', { replace: true, state: undefined }]]);
  });

  it('goes straight to the origin when a customer is already active', async () => {
    const { log } = await runAutoSelect(
      makeUser(),
      { origin: '/site' },
      { customers: [acme, beacon], activeCustomer: acme },
    );
    expect(log.navigations).toEqual([['/site', { replace: true }]]);
  });

  it.each([
    [
      'the server refuses with a detail',
      httpError(403, { detail: 'Selected customer is not available for this user' }),
      'Selected customer is not available for this user',
    ],
    ['the server fails without a detail', httpError(502), 'Failed to select customer'],
  ])('shows the auth error when %s', async (_case, answer, message) => {
    const { state, log } = await runAutoSelect(
      makeUser(),
      { endpoints: { activateCustomer: answer } },
      { customers: [acme] },
    );
    expect(state.tenancy.selection).toEqual({ status: 'failed', selectingId: null, error: message });
    expect(state.tenancy.activeCustomer).toBeNull();
    expect(log.navigations).toEqual([['/select-customer', { replace: true, state: undefined }]]);
  });

  it('says "Failed to select last active customer" when resuming it fails', async () => {
    const { state } = await runAutoSelect(
      makeUser({ last_active_customer: beacon.id }),
      { endpoints: { activateCustomer: httpError(500) } },
      { customers: [acme, beacon] },
    );
    expect(state.tenancy.selection.error).toBe('Failed to select last active customer');
  });

  it('says "Missing user or customer data" without a user', async () => {
    const { state } = await runAutoSelect(null, {}, { customers: [acme] });
    expect(state.tenancy.selection.error).toBe('Missing user or customer data');
  });

  it('says "Error during automatic customer selection" when something throws', async () => {
    const { state } = await runAutoSelect(
      makeUser(),
      {
        endpoints: {
          activateCustomer: () => {
            throw new Error('boom');
          },
        },
      },
      { customers: [acme] },
    );
    expect(state.tenancy.selection.error).toBe('Error during automatic customer selection');
  });

  it('says "Error during automatic customer selection" when the customer list cannot load', async () => {
    const edges = sagaEdges({ endpoints: { listCustomers: httpError(500) } });
    const { storeState } = await expectSaga(enterAfterSignIn, makeUser(), null)
      .withReducer(createRootReducer(), stateWith())
      .provide(edges.providers)
      .run();
    expect(storeState.tenancy.selection.error).toBe('Error during automatic customer selection');
  });
});

describe('customer selection by click', () => {
  function runSelect(
    customerId: number,
    options: EdgeOptions,
    state = stateWith({ session: { user: makeUser() }, tenancy: { customers: [acme, beacon], customersLoaded: true } }),
  ) {
    const edges = sagaEdges({
      ...options,
      endpoints: { listSites: sites, activateSite: ok(siteA), ...options.endpoints },
    });
    return expectSaga(customerSelectSaga, customerSelectRequested({ customerId }))
      .withReducer(createRootReducer(), state)
      .provide(edges.providers)
      .run()
      .then((result) => ({ state: result.storeState as RootState, log: edges.log }));
  }

  it('activates the customer, remembers its id and returns to the origin', async () => {
    const { state, log } = await runSelect(beacon.id, {
      endpoints: { activateCustomer: activates() },
      origin: '/sites',
    });
    expect(state.tenancy.activeCustomer).toEqual(beacon);
    expect(state.tenancy.lastActiveCustomerId).toBe(beacon.id);
    expect(log.navigations).toEqual([['/sites', { replace: true }]]);
  });

  it('defaults to /dashboard', async () => {
    const { log } = await runSelect(acme.id, { endpoints: { activateCustomer: activates() } });
    expect(log.navigations).toEqual([['/dashboard', { replace: true }]]);
  });

  it.each([
    ['no customers are loaded', stateWith({ session: { user: makeUser() } }), 'No customer available to select'],
    ['the customer is not in the list', undefined, 'Selected customer is not available for this user'],
    ['there is no user', stateWith({ tenancy: { customers: [acme] } }), 'Missing user or customer data'],
  ])('refuses when %s', async (_case, state, message) => {
    const { state: after, log } = await runSelect(99, {}, state);
    expect(after.tenancy.selection).toEqual({ status: 'failed', selectingId: null, error: message });
    expect(log.endpointCalls).toEqual([]);
  });

  it('says "Failed to select customer" when the server fails without a detail', async () => {
    const { state, log } = await runSelect(acme.id, { endpoints: { activateCustomer: httpError(500) } });
    expect(state.tenancy.selection.error).toBe('Failed to select customer');
    expect(log.navigations).toEqual([]);
  });

  it('says "Error during customer selection" when something throws', async () => {
    const { state } = await runSelect(acme.id, {
      endpoints: {
        activateCustomer: () => {
          throw new Error('boom');
        },
      },
    });
    expect(state.tenancy.selection.error).toBe('Error during customer selection');
  });
});
