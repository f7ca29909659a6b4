import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beacon } from '../../support/fixtures';
import { renderPeople } from '../users/renderPeople';
import { readCustomer } from './customerFixtures';

jest.setTimeout(40_000);

const api = {
  'GET /api/crm/customers/:id/': readCustomer,
  'PUT /api/crm/customers/active/:id/': () => [200, { ...beacon, last_active_site: null }] as [number, unknown],
  'GET /api/crm/sites/': () => [200, { data: [{ id: 21, name: 'Beacon North' }], total: 1 }] as [number, unknown],
  'PUT /api/crm/sites/active/:id/': () => [200, { id: 21, name: 'Beacon North', customer_id: 2 }] as [number, unknown],
};

describe('CustomerDetailPage', () => {
  it("shows the active customer's counts as cards linking to their lists, under Customers in the breadcrumbs", async () => {
    renderPeople('/customers/1', api);
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    expect(within(stats).getByRole('link', { name: 'Rooms 240' })).toHaveAttribute('href', '/rooms');
    expect(within(stats).getByRole('link', { name: 'Sites 3' })).toHaveAttribute('href', '/sites');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to this customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit|delete/i })).not.toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/customers');
    expect(await within(crumbs).findByText('Acme Housing', { selector: '[aria-current="page"]' })).toBeInTheDocument();
  });

  it("shows another customer's counts without links, and switches to it through the customer switch flow", async () => {
    const user = userEvent.setup();
    const view = renderPeople('/customers/2', api);
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    expect(within(stats).getByText('240')).toBeInTheDocument();
    expect(within(stats).queryByRole('link')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch to this customer' }));
    expect(await screen.findByText('Switched to Beacon Lofts')).toBeInTheDocument();
    expect(view.server.requests('PUT /api/crm/customers/active/2/')).toHaveLength(1);
    await waitFor(() => expect(view.location().pathname).toBe('/dashboard'));
    expect(view.store.getState().tenancy.activeCustomer).toMatchObject({ id: 2, name: 'Beacon Lofts' });
  });

  it('says "Customer not found" for an id the user cannot reach', async () => {
    renderPeople('/customers/abc', api);
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
  });
});
