import { screen, waitFor, within } from '@testing-library/react';
import { RequireSuperuser } from '../../../src/components/guards/RequireSuperuser';
import { currentLocation, customers, renderApp, signedIn, user } from './support/renderApp';
import { installFakeApi } from '../../support/fakeApi';

describe('routing guards', () => {
  it('shows a spinner while the session is not initialised', async () => {
    renderApp('/sites', { session: { initialised: false } });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('sends a signed-out user to /login and remembers the requested page', async () => {
    const { history } = renderApp('/sites?page=2', { session: { initialised: true } });
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(history.location.state).toEqual({ from: '/sites?page=2' });
  });

  it('sends a signed-in user without a customer to /select-customer and remembers the origin', async () => {
    const { history } = renderApp('/dashboard', {
      session: { accessToken: 'a', user, initialised: true },
      tenancy: { customers, customersLoaded: false },
    });
    await waitFor(() => expect(history.location.pathname).toBe('/select-customer'));
    expect(history.location.state).toEqual({ from: '/dashboard' });
  });

  it('returns to the remembered origin once a customer is active', async () => {
    const { history } = renderApp('/select-customer', signedIn(), { state: { from: '/sites?page=3' } });
    await waitFor(() => expect(currentLocation(history)).toBe('/sites?page=3'));
  });

  it('goes on to /dashboard from customer selection when no origin was remembered', async () => {
    const { history } = renderApp('/', signedIn());
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
  });

  it('shows the not-found page inside the shell for a signed-in user with an active customer', async () => {
    installFakeApi({});
    renderApp('/no/such/page', signedIn());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^User menu/ })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(trail).findByText('Page not found')).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the bare not-found page for a signed-out visitor', async () => {
    const { history } = renderApp('/no/such/page', { session: { initialised: true } });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(history.location.pathname).toBe('/no/such/page');
  });

  it('keeps the bare not-found page for a signed-in user without an active customer', async () => {
    renderApp('/no/such/page', { session: { accessToken: 'a', user, initialised: true } });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });
});

describe('MikroTik routes (requirements §2.1: superuser only, no active customer needed)', () => {
  const superuserWithoutCustomer = {
    session: { accessToken: 'a', user, isSuperuser: true, initialised: true },
    tenancy: { customers, customersLoaded: true },
  };

  it('opens the device list for a superuser who has not picked a customer', async () => {
    installFakeApi({ 'GET /api/mikrotik/devices/': () => [200, []] });
    const { history } = renderApp('/mikrotik/devices', superuserWithoutCustomer);
    expect(await screen.findByText('No devices found')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/mikrotik/devices');
  });

  it('still sends other pages to customer selection', async () => {
    const { history } = renderApp('/dashboard', superuserWithoutCustomer);
    await waitFor(() => expect(history.location.pathname).toBe('/select-customer'));
  });
});

describe('superuser gate', () => {
  const gated = [
    { Component: RequireSuperuser, children: [{ path: '/mikrotik/devices', element: <p>Device list</p> }] },
  ];

  it('denies a staff user with the spec texts', async () => {
    renderApp('/mikrotik/devices', signedIn(), { routes: gated });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('This page requires superadmin privileges.')).toBeInTheDocument();
    expect(screen.getByText('Superadmin access required')).toBeInTheDocument();
    expect(
      screen.getByText('Please contact your administrator if you believe you should have access to this page.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Device list')).not.toBeInTheDocument();
  });

  it('lets a superuser through', async () => {
    renderApp('/mikrotik/devices', signedIn({ session: { isSuperuser: true } }), { routes: gated });
    expect(await screen.findByText('Device list')).toBeInTheDocument();
  });
});
