import { screen, waitFor, within } from '@testing-library/react';
import { customers, renderApp, signedIn } from './support/renderApp';
import { installFakeApi } from '../../support/fakeApi';
import { shellTestRoutes } from './support/shellRoutes';

const routes = { routes: shellTestRoutes };
const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => [link.textContent || link.getAttribute('aria-label'), link.getAttribute('href')]);

const basic = [
  ['Dashboard', '/dashboard'],
  ['Alerts', '/alerts'],
  ['Site', '/site'],
  ['Addresses', '/addresses'],
  ['Floors', '/floors'],
  ['Rooms', '/rooms'],
  ['Tenants', '/tenants'],
  ['Users', '/users'],
];
const advanced = [
  ['Networks', '/networks'],
  ['Outlets', '/outlets'],
  ['Wireless', '/wireless'],
  ['Doorbells', '/doorbells'],
];

describe('sidebar', () => {
  it('lists the basic entries without Advanced Mode', async () => {
    renderApp('/dashboard', signedIn({ session: { isSuperuser: true } }), routes);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(navLinks()).toEqual(basic);
  });

  it('adds Networks, Outlets, Wireless and Doorbells with Advanced Mode', async () => {
    renderApp('/dashboard', signedIn({ preferences: { advancedMode: true } }), routes);
    await screen.findByText('Dashboard page');
    expect(navLinks()).toEqual([...basic, ...advanced]);
  });

  it('adds Devices for a superuser with Advanced Mode', async () => {
    renderApp('/dashboard', signedIn({ preferences: { advancedMode: true }, session: { isSuperuser: true } }), routes);
    await screen.findByText('Dashboard page');
    expect(navLinks()).toEqual([...basic, ...advanced, ['Devices', '/mikrotik/devices']]);
  });

  it('marks the current entry', async () => {
    renderApp('/site', signedIn(), routes);
    await screen.findByText('Site page');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Site' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it.each(['/sites', '/site/create'])('keeps Site marked on %s', async (path) => {
    renderApp(path, signedIn(), routes);
    await screen.findByText(path === '/sites' ? 'Sites page' : 'Site create page');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Site' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses and expands, keeping the choice in the store and in localStorage', async () => {
    const { user, store } = renderApp('/dashboard', signedIn(), { ...routes, persist: true });
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(store.getState().preferences.sidebar).toBe('closed');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    // Collapsed entries keep their names (for tooltips and screen readers) but hide the text.
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Rooms' })).not.toHaveTextContent('Rooms');
    await waitFor(() => expect(window.localStorage.getItem('sidebar-state')).toContain('closed'));

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(store.getState().preferences.sidebar).toBe('open');
  });

  it('starts collapsed when the stored choice says so', async () => {
    renderApp('/dashboard', signedIn({ preferences: { sidebar: 'closed' } }), routes);
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });
});

describe('top bar', () => {
  it('shows dashboard, customer and site breadcrumbs, then the levels a page publishes', async () => {
    renderApp('/addresses/12', signedIn(), routes);
    await screen.findByText('Address page');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Acme Property Group', 'Harbour View', 'Addresses', '12 Harbour Street']);
    expect(await within(trail).findByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/site');
  });

  it('has the Search, System health, Refresh and Start recording buttons', async () => {
    const { user, dispatched } = renderApp('/dashboard', signedIn(), routes);
    await screen.findByText('Dashboard page');
    for (const name of ['Search', 'System health', 'Refresh', 'Start recording']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'User menu (SS)' })).toBeInTheDocument(); // Sam Staff
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(dispatched).toHaveBeenCalledWith({ type: 'app/refreshRequested', payload: undefined });
  });

  it('switches the recording buttons as the recording starts, pauses and stops', async () => {
    const { user, store } = renderApp('/dashboard', signedIn(), routes);
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    expect(store.getState().recording).toEqual({ isRecording: true, isPaused: false });
    // The state is said in words, not by a dot's colour alone.
    expect(screen.getByRole('status', { name: 'Recording' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pause recording' }));
    expect(store.getState().recording.isPaused).toBe(true);
    expect(screen.getByRole('status', { name: 'Recording paused' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resume recording' }));
    expect(store.getState().recording.isPaused).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    // Stop asks for a note first; "Keep recording" goes on.
    await user.click(await screen.findByRole('button', { name: 'Keep recording' }));
    expect(store.getState().recording.isRecording).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await user.type(await screen.findByLabelText('Note for support'), 'Saving the room fails');
    await user.click(screen.getByRole('button', { name: 'Stop and download' }));
    expect(await screen.findByRole('button', { name: 'Start recording' })).toBeInTheDocument();
    expect(store.getState().recording.isRecording).toBe(false);
  });

  it('shows the "No sites available" screen when the customer has no site', async () => {
    installFakeApi({ 'GET /api/crm/sites/': () => [200, { data: [], total: 0 }] });
    const { user, history } = renderApp('/dashboard', signedIn({ tenancy: { activeSite: null } }), routes);
    expect(await screen.findByRole('heading', { name: 'No sites available' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add site' }));
    expect(history.location.pathname).toBe('/site/create');
    expect(await screen.findByText('Site create page')).toBeInTheDocument();
  });
});

describe('user menu', () => {
  const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

  it('offers Theme, Advanced Mode, Switch Customer, Switch Site, Preferences, Change password, Open a recording and Logout', async () => {
    const { user } = renderApp('/dashboard', signedIn(), routes);
    await user.click(await screen.findByRole('button', { name: /^User menu/ }));
    expect(menuItems()).toEqual([
      'Light',
      'Dark',
      'System',
      'Advanced Mode',
      'Switch Customer',
      'Switch Site',
      'Preferences',
      'Change password',
      'Open a recording',
      'Logout',
    ]);
  });

  it('hides Switch Customer with a single customer', async () => {
    const { user } = renderApp('/dashboard', signedIn({ tenancy: { customers: [customers[0]] } }), routes);
    await user.click(await screen.findByRole('button', { name: /^User menu/ }));
    expect(menuItems()).not.toContain('Switch Customer');
    expect(menuItems()).toContain('Switch Site');
  });

  it('changes the theme and Advanced Mode', async () => {
    const { user, store } = renderApp('/dashboard', signedIn(), routes);
    await user.click(await screen.findByRole('button', { name: /^User menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Dark' }));
    expect(store.getState().preferences.theme).toBe('dark');
    await user.click(screen.getByRole('menuitem', { name: 'Advanced Mode' }));
    expect(store.getState().preferences.advancedMode).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Networks' }),
    ).toBeInTheDocument();
  });

  it('switches customer through the list of customers', async () => {
    const { user, dispatched } = renderApp('/dashboard', signedIn(), routes);
    await user.click(await screen.findByRole('button', { name: /^User menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Switch Customer' }));
    await user.click(screen.getByRole('menuitem', { name: 'Northwind Living' }));
    expect(dispatched).toHaveBeenCalledWith({ type: 'tenancy/customerSwitchRequested', payload: { customerId: 3 } });
  });

  it("lists the customer's sites under Switch Site and offers Add site", async () => {
    installFakeApi({
      'GET /api/crm/sites/': () => [
        200,
        {
          data: [
            { id: 11, name: 'Harbour View', description: null },
            { id: 12, name: 'Dockside', description: 'East wing' },
          ],
          total: 2,
        },
      ],
    });
    const { user, dispatched, history } = renderApp('/dashboard', signedIn(), routes);
    await user.click(await screen.findByRole('button', { name: /^User menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Switch Site' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dockside' }));
    expect(dispatched).toHaveBeenCalledWith({
      type: 'tenancy/siteSwitchRequested',
      payload: { site: { id: 12, name: 'Dockside', description: 'East wing' } },
    });

    await user.click(screen.getByRole('button', { name: /^User menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Switch Site' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add site' }));
    expect(history.location.pathname).toBe('/site/create');
  });

  it('opens Preferences and logs out', async () => {
    const { user, dispatched } = renderApp('/dashboard', signedIn(), routes);
    await user.click(await screen.findByRole('button', { name: /^User menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preferences' });
    await user.click(within(dialog).getByRole('radio', { name: 'Dark' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /^User menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(dispatched).toHaveBeenCalledWith({ type: 'preferences/themeChanged', payload: 'dark' });
    expect(dispatched).toHaveBeenCalledWith({ type: 'session/logoutRequested', payload: undefined });
  });
});
