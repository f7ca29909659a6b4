import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from './support/renderApp';
import { installFakeApi } from '../../support/fakeApi';
import { shellTestRoutes } from './support/shellRoutes';
import { siteSwitchRequested } from '../../../src/core/tenancy/tenancySlice';

const routes = { routes: shellTestRoutes };
const results = [
  { type: 'Address', id: 5, name: '12 Harbour Street', description: 'Main entrance' },
  { type: 'Outlet', id: 9, name: 'Outlet A-12', description: null },
  { type: 'User', id: 4, name: 'Ada Lovelace', description: 'ada@example.com' },
];

async function openSearch(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Search' }));
  return screen.findByRole('combobox', { name: 'Search query' });
}

describe('quick search', () => {
  it('prompts until two characters are typed', async () => {
    const { calls } = installFakeApi({});
    const { user } = renderApp('/dashboard', signedIn(), routes);
    const input = await openSearch(user);
    expect(screen.getByText('Start typing to search for addresses, rooms, users, and more…')).toBeInTheDocument();
    await user.type(input, 'a');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.getByText('Start typing to search for addresses, rooms, users, and more…')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('searches once after the debounce and says when nothing was found', async () => {
    const { calls } = installFakeApi({ 'GET /api/search/': () => [200, { results: [] }] });
    const { user } = renderApp('/dashboard', signedIn(), routes);
    await user.type(await openSearch(user), 'zzq');
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(await screen.findByText('No results found for "zzq"', undefined, { timeout: 2000 })).toBeInTheDocument();
    const searches = calls.filter((call) => call.path === '/api/search/');
    expect(searches.map((call) => call.query.get('query'))).toEqual(['zzq']);
    expect(searches[0]!.headers.get('X-Site-ID')).toBe('11');
  });

  it('hides outlet results without Advanced Mode and opens a result with the keyboard', async () => {
    installFakeApi({ 'GET /api/search/': () => [200, { results }] });
    const { user, history } = renderApp('/dashboard', signedIn(), routes);
    await user.type(await openSearch(user), 'ha');
    const list = await screen.findByRole('listbox', undefined, { timeout: 2000 });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['12 Harbour StreetMain entranceAddress', 'Ada Lovelaceada@example.comUser']);
    await user.keyboard('{ArrowDown}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(history.location.pathname).toBe('/address/5');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the site of each result, and says which Site result switches the site', async () => {
    const found = [
      { type: 'Tenant', id: 7, name: 'Kari Nordmann', description: 'kari@example.com', site: 'Harbour View' },
      { type: 'Tenant', id: 8, name: 'Kari Nordmann', description: 'kari@example.com', site: 'Moholt Studentby' },
      { type: 'Site', id: 11, name: 'Harbour View', description: null },
      { type: 'Site', id: 12, name: 'Moholt Studentby', description: 'Moholt allé 10' },
    ];
    installFakeApi({ 'GET /api/search/': () => [200, { results: found }] });
    const { user } = renderApp('/dashboard', signedIn(), routes);
    await user.type(await openSearch(user), 'ka');
    const list = await screen.findByRole('listbox', undefined, { timeout: 2000 });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Kari Nordmannkari@example.comTenantHarbour View',
      'Kari Nordmannkari@example.comTenantMoholt Studentby',
      'Harbour ViewSiteActive site',
      'Moholt StudentbyMoholt allé 10SiteSwitches to this site',
    ]);
  });

  it('makes a Site result the active site through the site change before /site shows it', async () => {
    const sites = [
      { type: 'Site', id: 11, name: 'Harbour View', description: null },
      { type: 'Site', id: 12, name: 'Moholt Studentby', description: 'Moholt allé 10' },
    ];
    installFakeApi({ 'GET /api/search/': () => [200, { results: sites }] });
    const { user, history, dispatched } = renderApp('/dashboard', signedIn(), routes);
    await user.type(await openSearch(user), 'mo');
    await user.click(await screen.findByRole('option', { name: /Moholt Studentby/ }, { timeout: 2000 }));
    expect(history.location.pathname).toBe('/site');
    expect(dispatched).toHaveBeenCalledWith(
      siteSwitchRequested({ site: { id: 12, name: 'Moholt Studentby', description: '' } }),
    );
  });

  it('opens /site without a site change when the Site result is the active site', async () => {
    installFakeApi({ 'GET /api/search/': () => [200, { results: [{ type: 'Site', id: 11, name: 'Harbour View' }] }] });
    const { user, history, dispatched } = renderApp('/dashboard', signedIn(), routes);
    await user.type(await openSearch(user), 'ha');
    await user.click(await screen.findByRole('option', { name: /Harbour View/ }, { timeout: 2000 }));
    expect(history.location.pathname).toBe('/site');
    expect(dispatched).not.toHaveBeenCalledWith(expect.objectContaining({ type: siteSwitchRequested.type }));
  });

  it('shows outlet results with Advanced Mode, and an outlet result opens /outlet/{id}', async () => {
    installFakeApi({ 'GET /api/search/': () => [200, { results }] });
    const { user, history } = renderApp('/dashboard', signedIn({ preferences: { advancedMode: true } }), routes);
    await user.type(await openSearch(user), 'ha');
    const outlet = await screen.findByRole('option', { name: /Outlet A-12/ }, { timeout: 2000 });
    await user.click(outlet);
    await waitFor(() => expect(history.location.pathname).toBe('/outlet/9'));
    expect(await screen.findByText('Outlet page from search')).toBeInTheDocument();
  });

  it('opens with Ctrl+K only while a site is active, and closes with Escape', async () => {
    const { user } = renderApp('/dashboard', signedIn(), routes);
    await screen.findByText('Dashboard page');
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('dialog', { name: 'Quick search' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.keyDown(window, { key: 'k', metaKey: true });
    expect(await screen.findByRole('dialog', { name: 'Quick search' })).toBeInTheDocument();
  });

  it('takes Ctrl+K before the app shell has loaded and opens once it shows', async () => {
    installFakeApi({});
    const beforeShell = [{ path: '/signing-in', element: <p>Shell loading</p> }, ...shellTestRoutes];
    const { history, store } = renderApp('/signing-in', signedIn(), { routes: beforeShell });
    await screen.findByText('Shell loading');
    const press = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    act(() => {
      window.dispatchEvent(press);
    });
    expect(press.defaultPrevented).toBe(true); // the browser's own Ctrl+K must not take the focus away
    expect(store.getState().quickSearch.open).toBe(true);
    await act(() => history.push('/dashboard'));
    expect(await screen.findByRole('dialog', { name: 'Quick search' })).toBeInTheDocument();
  });

  it('does not open without an active site', async () => {
    installFakeApi({ 'GET /api/crm/sites/': () => [200, { data: [{ id: 1, name: 'A' }], total: 1 }] });
    renderApp('/dashboard', signedIn({ tenancy: { activeSite: null } }), routes);
    await screen.findByText('Dashboard page');
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });
});
