import { screen, within } from '@testing-library/react';
import { customers, renderApp, user } from './support/renderApp';
import { installFakeApi } from '../../support/fakeApi';

const stats = (n: number) => ({
  site_count: n,
  address_count: n + 1,
  floor_count: n + 2,
  room_count: n + 3,
  tenant_count: n + 4,
  user_count: n + 5,
});

function selectionState(selection = {}, extra = {}) {
  return {
    session: { accessToken: 'a', user, initialised: true },
    tenancy: {
      customers,
      customersLoaded: true,
      lastActiveCustomerId: 2,
      selection: { status: 'idle' as const, selectingId: null, error: null, ...selection },
      ...extra,
    },
  };
}

describe('customer selection screen', () => {
  it('shows one card per customer with stats, the last active one highlighted', async () => {
    const api = installFakeApi({
      'GET /api/crm/customers/1/stats/': () => [200, stats(1)],
      'GET /api/crm/customers/2/stats/': () => [200, stats(10)],
      'GET /api/crm/customers/3/stats/': () => [200, stats(20)],
    });
    const release = api.hold('GET /api/crm/customers/1/stats/');
    renderApp('/select-customer', selectionState());

    expect(await screen.findByText('Loading customer statistics...')).toBeInTheDocument();
    expect(screen.getByText('Your last used customer is highlighted')).toBeInTheDocument();

    const harbour = await screen.findByRole('article', { name: 'Harbour Estates' });
    expect(within(harbour).getByText('Last Active')).toBeInTheDocument();
    expect(within(harbour).getByRole('button', { name: 'Resume Session' })).toBeInTheDocument();
    expect(within(harbour).getByRole('img', { name: 'Harbour Estates logo' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/harbour.png',
    );
    for (const label of ['Sites', 'Addresses', 'Floors', 'Rooms', 'Tenants', 'Users']) {
      expect(within(harbour).getByText(label)).toBeInTheDocument();
    }
    expect(await within(harbour).findByText('15')).toBeInTheDocument(); // Users = 10 + 5

    const acme = screen.getByRole('article', { name: 'Acme Property Group' });
    expect(within(acme).getByRole('button', { name: 'Select Customer' })).toBeInTheDocument();
    expect(within(acme).queryByText('Last Active')).not.toBeInTheDocument();

    release();
    expect(await within(acme).findByText('6')).toBeInTheDocument();
    expect(screen.queryByText('Loading customer statistics...')).not.toBeInTheDocument();
  });

  it("highlights the user's last customer on the server over the one this browser remembers, as auto-select tries them", async () => {
    installFakeApi({
      'GET /api/crm/customers/1/stats/': () => [200, stats(0)],
      'GET /api/crm/customers/2/stats/': () => [200, stats(0)],
      'GET /api/crm/customers/3/stats/': () => [200, stats(0)],
    });
    const state = selectionState();
    renderApp('/select-customer', {
      ...state,
      session: { ...state.session, user: { ...user, last_active_customer: 3 } },
    });
    const northwind = await screen.findByRole('article', { name: 'Northwind Living' });
    expect(within(northwind).getByText('Last Active')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Harbour Estates' })).queryByText('Last Active'),
    ).not.toBeInTheDocument();
  });

  it('does not claim a highlighted customer when none is, and a highlight keeps the card the size of its row', async () => {
    installFakeApi({ 'GET /api/crm/customers/:id/stats/': () => [200, stats(1)] });
    renderApp('/select-customer', selectionState({}, { lastActiveCustomerId: null }));
    const acme = await screen.findByRole('article', { name: 'Acme Property Group' });
    expect(screen.queryByText('Your last used customer is highlighted')).not.toBeInTheDocument();
    expect(screen.queryByText('Last Active')).not.toBeInTheDocument();
    const plainHeading = within(acme).getByRole('heading').parentElement!;

    renderApp('/select-customer', selectionState());
    const harbour = (await screen.findAllByRole('article', { name: 'Harbour Estates' })).at(-1)!;
    // The chip sits over the card's corner, not under its name: the name box (and so the stats below)
    // holds the same lines as in the other cards.
    const heading = within(harbour).getByRole('heading').parentElement!;
    expect(heading.children).toHaveLength(plainHeading.children.length);
    expect(within(harbour).getByText('Last Active').closest('.MuiChip-root')!.parentElement).toBe(harbour);
    expect(getComputedStyle(harbour).borderWidth).toBe(getComputedStyle(acme).borderWidth);
  });

  it('tells a signed-in user with customers at /no-access that he has them, and leads to the selection', async () => {
    renderApp('/no-access', selectionState());
    expect(await screen.findByText('You have access to 3 customers.')).toBeInTheDocument();
    expect(screen.queryByText('No Customer Access')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Select customer' })).toHaveAttribute('href', '/select-customer');
  });

  it('asks for the clicked customer and shows "Loading..." on its button', async () => {
    installFakeApi({
      'GET /api/crm/customers/1/stats/': () => [200, stats(0)],
      'GET /api/crm/customers/2/stats/': () => [200, stats(0)],
      'GET /api/crm/customers/3/stats/': () => [200, stats(0)],
    });
    const { user: actor, store } = renderApp('/select-customer', selectionState());
    const northwind = await screen.findByRole('article', { name: 'Northwind Living' });
    await actor.click(within(northwind).getByRole('button', { name: 'Select Customer' }));
    expect(store.getState().tenancy.selection).toEqual({ status: 'selecting', selectingId: 3, error: null });
    expect(within(northwind).getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resume Session' })).toBeDisabled();
  });

  it('shows a spinner while a customer is selected automatically', async () => {
    renderApp('/select-customer', selectionState({ status: 'auto-selecting', selectingId: 2 }));
    expect(await screen.findByRole('progressbar', { name: 'Selecting customer' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the authentication error with retry and logout when selection failed', async () => {
    const { user: actor, dispatched } = renderApp(
      '/select-customer',
      selectionState({ status: 'failed', error: 'Error during automatic customer selection' }),
    );
    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error during automatic customer selection');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Logout' }));
    expect(dispatched).toHaveBeenCalledWith({ type: 'session/logoutRequested', payload: undefined });
  });

  it('shows the access denied screen when the user has no customer', async () => {
    const { user: actor, dispatched } = renderApp(
      '/select-customer',
      selectionState({ status: 'no-access' }, { customers: [] }),
    );
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('No Customer Access')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You do not have access to any customers. Please contact your administrator or support team for assistance.',
      ),
    ).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Logout' }));
    expect(dispatched).toHaveBeenCalledWith({ type: 'session/logoutRequested', payload: undefined });
  });

  it('serves the access denied texts at /no-access', async () => {
    renderApp('/no-access', { session: { initialised: true } });
    expect(await screen.findByText('No Customer Access')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
