import { act, screen, waitFor, within } from '@testing-library/react';
import { toastQueued } from '../../../src/core/notifications/notificationsSlice';
import { checkSucceeded, checkFailed } from '../../../src/core/health/healthSlice';
import { renderApp, signedIn } from './support/renderApp';
import { shellTestRoutes } from './support/shellRoutes';

const routes = { routes: shellTestRoutes };

describe('system health', () => {
  it('describes the indicator and waits for data before the first check', async () => {
    const { user } = renderApp('/dashboard', signedIn(), routes);
    const button = await screen.findByRole('button', { name: 'System health' });
    expect(button).toHaveAccessibleDescription('Waiting for system status');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'System health' });
    expect(within(dialog).getByText('Waiting for health data from server')).toBeInTheDocument();
  });

  it('lists services with response times and the errors, and checks on demand', async () => {
    const { user, store, dispatched } = renderApp('/dashboard', signedIn(), routes);
    act(() => {
      store.dispatch(
        checkSucceeded({
          data: {
            status: 'unhealthy',
            services: { database: true, cache: false },
            response_times: { database: 12.4 },
            errors: { cache: 'Connection refused' },
          },
          checkedAt: Date.now(),
        }),
      );
    });
    const button = await screen.findByRole('button', { name: 'System health' });
    expect(button).toHaveAccessibleDescription('Some services have issues');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: /System health/ });
    expect(within(dialog).getByText('Unhealthy')).toBeInTheDocument();
    expect(within(dialog).getByText('Database')).toBeInTheDocument();
    expect(within(dialog).getByText('12 ms')).toBeInTheDocument();
    expect(within(dialog).getByText('System Errors Detected')).toBeInTheDocument();
    expect(within(dialog).getByText('Cache: Connection refused')).toBeInTheDocument();
    // "Check now" only once progressive mode has begun.
    expect(within(dialog).queryByRole('button', { name: 'Check now' })).not.toBeInTheDocument();
    act(() => {
      for (let i = 0; i < 3; i += 1) store.dispatch(checkFailed({ reason: 'timeout', checkedAt: Date.now() }));
    });
    await user.click(within(dialog).getByRole('button', { name: 'Check now' }));
    expect(dispatched).toHaveBeenCalledWith({ type: 'health/checkRequested', payload: undefined });
  });

  it("lists the active customer's routers alone, and a router Down is an issue for the indicator too", async () => {
    const { user, store } = renderApp('/dashboard', signedIn(), routes);
    act(() => {
      store.dispatch(
        checkSucceeded({
          data: {
            status: 'healthy',
            services: { database: true, realtime: true },
            response_times: { database: 2, realtime: 1 },
            customer_services: {
              '1': { 'router:gw-grunerlokka': true, 'router:gw-old': false },
              '2': { 'router:gw-elsewhere': true },
            },
            customer_response_times: { '1': { 'router:gw-grunerlokka': 41.2 } },
            errors: {},
            websocket_latency: 7,
          },
          checkedAt: Date.now(),
        }),
      );
    });
    const button = await screen.findByRole('button', { name: 'System health' });
    expect(button).toHaveAccessibleDescription('Some services have issues');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: /System health/ });
    expect(within(dialog).getByText('Some services have issues')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('list', { name: /^Services of / })).toHaveLength(1);
    expect(within(dialog).queryByText('Router gw-elsewhere')).not.toBeInTheDocument();
    const routers = within(dialog).getByRole('list', { name: /^Services of / });
    expect(within(routers).getByText('Router gw-grunerlokka')).toBeInTheDocument();
    expect(within(routers).getByText('41 ms')).toBeInTheDocument();
    expect(within(routers).getByText('Router gw-old')).toBeInTheDocument();
    expect(within(routers).getByText('Down')).toBeInTheDocument();
    expect(within(dialog).getByText('Realtime round trip: 7 ms')).toBeInTheDocument();
  });

  it('reports a lost connection', async () => {
    const { user, store } = renderApp('/dashboard', signedIn(), routes);
    act(() => {
      store.dispatch(checkFailed({ reason: 'unreachable', checkedAt: Date.now() }));
    });
    const button = await screen.findByRole('button', { name: 'System health' });
    expect(button).toHaveAccessibleDescription('Disconnected');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: /System health/ });
    expect(within(dialog).getAllByText('Disconnected').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Connection Lost')).toBeInTheDocument();
  });

  it('shows the services of the last report as last known, with its time, while disconnected', async () => {
    const { user, store } = renderApp('/dashboard', signedIn(), routes);
    const reportedAt = new Date('2026-03-10T12:34:00').getTime();
    act(() => {
      store.dispatch(
        checkSucceeded({ data: { status: 'healthy', services: { database: true } }, checkedAt: reportedAt }),
      );
      store.dispatch(checkFailed({ reason: 'unreachable', checkedAt: reportedAt + 60_000 }));
    });
    await user.click(await screen.findByRole('button', { name: 'System health' }));
    const dialog = await screen.findByRole('dialog', { name: /System health/ });
    expect(within(dialog).getByText('Last known status, as of 2026-03-10 12:34')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Services, last known' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Services' })).not.toBeInTheDocument();
  });

  it('says all is well when every service is up', async () => {
    const { store } = renderApp('/dashboard', signedIn(), routes);
    act(() => {
      store.dispatch(
        checkSucceeded({ data: { status: 'healthy', services: { database: true } }, checkedAt: Date.now() }),
      );
    });
    expect(await screen.findByRole('button', { name: 'System health' })).toHaveAccessibleDescription(
      'All systems operational',
    );
  });
});

describe('Notifier', () => {
  it('shows queued toasts with title and message and empties the queue', async () => {
    const { store } = renderApp('/login', { session: { initialised: true } });
    await screen.findByLabelText('Email');
    act(() => {
      store.dispatch(
        toastQueued({ title: 'Site changed', message: 'Now working in Harbour View', variant: 'success' }),
      );
    });
    expect(await screen.findByText('Site changed')).toBeInTheDocument();
    expect(screen.getByText('Now working in Harbour View')).toBeInTheDocument();
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('shows toasts at the bottom left, clear of the Cancel and Save buttons forms keep on the right', async () => {
    const { store } = renderApp('/login', { session: { initialised: true } });
    await screen.findByLabelText('Email');
    act(() => {
      store.dispatch(toastQueued({ title: 'Save failed', variant: 'error' }));
    });
    const container = (await screen.findByText('Save failed')).closest('.notistack-SnackbarContainer') as HTMLElement;
    const placed = getComputedStyle(container);
    expect([placed.bottom, placed.left]).not.toContain('');
    expect(placed.right).toBe('');
  });

  it('shows at most 5 toasts and lets each be dismissed', async () => {
    const { store, user } = renderApp('/login', { session: { initialised: true } });
    await screen.findByLabelText('Email');
    act(() => {
      for (let i = 1; i <= 6; i += 1) store.dispatch(toastQueued({ title: `Toast ${i}` }));
    });
    expect(await screen.findByText('Toast 5')).toBeInTheDocument();
    expect(screen.queryByText('Toast 6')).not.toBeInTheDocument();
    await user.click(
      within(screen.getByText('Toast 1').closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Dismiss',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Toast 1')).not.toBeInTheDocument());
    expect(await screen.findByText('Toast 6')).toBeInTheDocument();
  });
});
