import { act, fireEvent, render, screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { AppRouter } from '../../../src/app/router';
import ListSearchField from '../../../src/components/entity/ListSearchField';
import { SEARCH_DEBOUNCE_MS } from '../../../src/components/useDebouncedValue';
import { useGridUrlState } from '../../../src/components/useGridUrlState';
import { lazyPage } from '../../../src/components/lazyScreen';
import { guardHistory } from '../../../src/core/navigation/guardedHistory';

/** A lazy page whose chunk arrives when the test says so. */
function pageArrivingLater(text: string) {
  let arrive = () => {};
  const arrived = new Promise<{ default: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>{text}</h1> });
  });
  return { element: lazyPage(() => arrived), arrive };
}

const historyAt = (path: string) =>
  guardHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));

function TenantsList() {
  const grid = useGridUrlState({ sortableFields: [] });
  return <ListSearchField value={grid.search} onSearch={grid.setSearch} label="Search tenants" />;
}

describe('AppRouter', () => {
  it("keeps the page on screen under a loading bar while the next page's chunk loads, with no spinner in between", async () => {
    const history = historyAt('/dashboard');
    const dashboard = pageArrivingLater('Dashboard');
    const rooms = pageArrivingLater('Rooms');
    render(
      <AppRouter
        history={history}
        routes={[
          { path: '/dashboard', element: dashboard.element },
          { path: '/rooms', element: rooms.element },
        ]}
      />,
    );
    await act(async () => dashboard.arrive());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();

    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();

    act(() => history.push('/rooms'));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

    await act(async () => rooms.arrive());
    expect(await screen.findByRole('heading', { name: 'Rooms' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
  });

  describe("a list's search", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('does not let a list left on screen while the next page loads take the user back with its search', async () => {
      const history = historyAt('/tenants');
      const tenant = pageArrivingLater('Ada Lovelace');
      render(
        <AppRouter
          history={history}
          routes={[
            { path: '/tenants', element: lazyPage(async () => ({ default: TenantsList })) },
            { path: '/tenant/:id', element: tenant.element },
          ]}
        />,
      );
      await act(async () => {});
      // Typed, then a row opened before the search's debounce fired.
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search tenants' }), { target: { value: 'Ada' } });
      act(() => history.push('/tenant/7'));
      expect(screen.getByRole('searchbox', { name: 'Search tenants' })).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 100));
      expect(history.location.pathname).toBe('/tenant/7');

      await act(async () => tenant.arrive());
      expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
      expect(history.location.pathname).toBe('/tenant/7');
    });

    it('searches from the list the user is on', () => {
      const history = historyAt('/tenants');
      render(<AppRouter history={history} routes={[{ path: '/tenants', element: <TenantsList /> }]} />);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search tenants' }), { target: { value: 'Ada' } });
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 100));
      expect(`${history.location.pathname}${history.location.search}`).toBe('/tenants?search=Ada');
    });
  });
});
