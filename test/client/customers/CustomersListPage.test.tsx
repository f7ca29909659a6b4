import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPeople } from '../users/renderPeople';
import { listCustomers, readCustomer } from './customerFixtures';

jest.setTimeout(40_000);

const api = { 'GET /api/crm/customers/': listCustomers, 'GET /api/crm/customers/:id/': readCustomer };
const grid = () => screen.getByRole('grid', { name: 'Customers' });
const rowOf = (name: string) => within(grid()).getByText(name).closest('[role="row"]') as HTMLElement;

describe('CustomersListPage', () => {
  it("lists the user's customers with logos, marks the active one, and offers no create or export", async () => {
    renderPeople('/customers', api);
    await screen.findByText('Beacon Lofts');
    expect(within(rowOf('Acme Housing')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Beacon Lofts')).queryByText('Active')).not.toBeInTheDocument();
    expect(within(rowOf('Beacon Lofts')).getByRole('img', { name: 'Beacon Lofts logo' })).toBeInTheDocument();
    expect(screen.getByText(/Customers are read-only here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /create|export/i })).not.toBeInTheDocument();
  });

  it('searches and orders by name on the server', async () => {
    const user = userEvent.setup();
    const view = renderPeople('/customers?sort=-name', api);
    await screen.findByText('Cedar Court');
    expect(view.lastQuery('GET /api/crm/customers/')).toEqual({ ordering: '-name' });
    await user.type(screen.getByLabelText('Search customers'), 'beac');
    await waitFor(() =>
      expect(view.lastQuery('GET /api/crm/customers/')).toEqual({ ordering: '-name', search: 'beac' }),
    );
    await waitFor(() => expect(screen.queryByText('Cedar Court')).not.toBeInTheDocument());
    expect(screen.getByText('Beacon Lofts')).toBeInTheDocument();
  });

  it('pages the whole list it gets without asking the server again', async () => {
    const user = userEvent.setup();
    const view = renderPeople('/customers?pageSize=10', api);
    await screen.findByText('Cedar Court');
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
    await user.click(within(grid()).getByText('Name'));
    await waitFor(() => expect(within(grid()).getAllByRole('row')[1]).toHaveTextContent('Acme Housing'));
    expect(view.server.requests('GET /api/crm/customers/').every((request) => !request.query.has('page'))).toBe(true);
  });

  it('opens a customer from its row', async () => {
    const user = userEvent.setup();
    const view = renderPeople('/customers', api);
    await user.click(await screen.findByText('Beacon Lofts'));
    await waitFor(() => expect(view.location().pathname).toBe('/customers/2'));
    expect(await screen.findByRole('button', { name: 'Switch to this customer' })).toBeInTheDocument();
  });
});
