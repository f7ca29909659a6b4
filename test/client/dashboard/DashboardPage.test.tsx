import { screen, within } from '@testing-library/react';
import { makeSite } from '../sites/siteFixtures';
import { renderSites } from '../sites/renderSites';

const harbour = makeSite({ id: 7, name: 'Harbour View', description: 'Waterfront block' });
const active = { id: 7, name: 'Harbour View', description: 'Waterfront block' };

describe('DashboardPage', () => {
  it("shows the active customer's counts, each linking to its list", async () => {
    const view = renderSites('/dashboard', { sites: [harbour], activeSite: active });
    const customer = screen.getByRole('region', { name: 'Acme Property overview' });
    expect(within(customer).getByRole('link', { name: 'Sites' })).toHaveAttribute('aria-busy', 'true');

    expect(await within(customer).findByRole('link', { name: 'Sites 3' })).toHaveAttribute('href', '/sites');
    expect(within(customer).getByRole('link', { name: 'Rooms 240' })).toHaveAttribute('href', '/rooms');
    expect(within(customer).getByRole('link', { name: 'Tenants 201' })).toHaveAttribute('href', '/tenants');
    expect(within(customer).getByRole('link', { name: 'Users 15' })).toHaveAttribute('href', '/users');
    expect(view.server.callsTo('GET', '/api/crm/customers/1/stats/')).toHaveLength(1);
  });

  it("shows the active site's counts and summary", async () => {
    renderSites('/dashboard', { sites: [harbour], activeSite: active });
    const site = screen.getByRole('region', { name: 'Harbour View overview' });
    expect(await within(site).findByRole('link', { name: 'Rooms 96' })).toHaveAttribute('href', '/rooms');
    expect(within(site).getByRole('link', { name: 'Floors 12' })).toHaveAttribute('href', '/floors');
    expect(within(site).queryByRole('link', { name: /^Sites/ })).not.toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Active site summary' });
    expect(await within(summary).findByText('Europe/Amsterdam')).toBeInTheDocument();
    expect(within(summary).getByText('Waterfront block')).toBeInTheDocument();
    expect(within(summary).getByText('10.20.0.0/16')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/site');
  });

  it("draws the customer's occupancy over the last 12 months, with no site active", async () => {
    const view = renderSites('/dashboard', { sites: [harbour] });
    const months = Array.from({ length: 12 }, (_, index) => ({
      month: `2026-${String(index + 1).padStart(2, '0')}`,
      day: `2026-${String(index + 1).padStart(2, '0')}-28`,
    }));
    const occupied = [70, 72, 75, 75, 76, 78, 80, 80, 81, 80, 79, 80];
    view.server.reply('GET /api/crm/occupancy-history/', 200, {
      months,
      sites: [{ id: 7, name: 'Harbour View', rooms: 96, occupied }],
    });
    const charts = await screen.findByRole('region', { name: 'Last 12 months' });
    expect(
      await within(charts).findByRole('img', {
        name: 'Occupied rooms per month over the last 12 months for 1 site; Harbour View 80 of 96 now.',
      }),
    ).toBeInTheDocument();
    expect(view.server.callsTo('GET', '/api/crm/occupancy-history/')[0].headers.get('X-Customer-ID')).toBe('1');
  });

  it('shows only the customer overview without an active site', async () => {
    const view = renderSites('/dashboard', { sites: [harbour] });
    expect(await screen.findByRole('link', { name: 'Sites 3' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Active site summary' })).not.toBeInTheDocument();
    expect(view.server.calls.some((call) => call.path.startsWith('/api/crm/sites/'))).toBe(false);
  });
});
