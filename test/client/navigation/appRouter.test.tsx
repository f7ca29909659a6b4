import { act, render, screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { AppRouter } from '../../../src/app/router';
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

describe('AppRouter', () => {
  it("keeps the page on screen while the next page's chunk loads, with no spinner in between", async () => {
    const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: ['/dashboard'], v5Compat: true }));
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

    act(() => history.push('/rooms'));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(async () => rooms.arrive());
    expect(await screen.findByRole('heading', { name: 'Rooms' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
