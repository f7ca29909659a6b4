import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Doorbell } from '../../../src/features/doorbells/doorbellTypes';
import { renderDoorbells } from './renderDoorbells';

jest.setTimeout(60_000);

const moholt = { id: 5, name: 'Moholt allé 3' };
const elgeseter = { id: 6, name: 'Elgeseter gate 10' };
const doorbell = (id: number, name: string, address: { id: number; name: string }): Doorbell => ({
  id,
  site_id: 1,
  address_id: address.id,
  address,
  name,
  device_id: `DEV-${id}`,
  room_ids: [21, 22],
  tenant_ids: [],
  description: null,
  can_delete: true,
  created_at: '2026-03-09T10:00:00Z',
  modified_at: '2026-03-10T12:00:00Z',
});
const doorbells = [doorbell(41, 'Main entrance', moholt), doorbell(42, 'Back door', elgeseter)];

function api() {
  return {
    'GET /api/crm/doorbells/': (request: { query: URLSearchParams }) => {
      const address = request.query.get('address_id');
      const rows = doorbells.filter((row) => !address || String(row.address_id) === address);
      return [200, { data: rows, total: rows.length }] as [number, unknown];
    },
    'GET /api/crm/addresses/6/': () => [200, elgeseter] as [number, unknown],
  };
}

describe('DoorbellsListPage', () => {
  it('lists doorbells with address, device id and whom they ring, and opens one', async () => {
    const user = userEvent.setup();
    const view = renderDoorbells('/doorbells', api());
    const grid = await screen.findByRole('grid', { name: 'Doorbells' });
    const row = (await within(grid).findByText('Main entrance')).closest('[role="row"]') as HTMLElement;
    for (const text of ['Moholt allé 3', 'DEV-41', '2 rooms, 0 tenants'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preset messages' })).toHaveAttribute('href', '/doorbell/preset-messages');
    await user.click(within(row).getByText('Main entrance'));
    await waitFor(() => expect(view.location().pathname).toBe('/doorbell/41'));
  });

  it('filters by ?address_id= shown as a chip, and sends the search to the server', async () => {
    const user = userEvent.setup();
    const view = renderDoorbells('/doorbells?address_id=6', api());
    expect(await screen.findByRole('button', { name: 'Address: Elgeseter gate 10' })).toBeInTheDocument();
    expect(await screen.findByText('Back door')).toBeInTheDocument();
    expect(screen.queryByText('Main entrance')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Search doorbells'), 'Back');
    await waitFor(() => expect(view.search().get('search')).toBe('Back'));
    await waitFor(() =>
      expect(view.server.requests('GET /api/crm/doorbells/').at(-1)?.query.get('search')).toBe('Back'),
    );
    expect(view.server.requests('GET /api/crm/doorbells/').at(-1)?.query.get('address_id')).toBe('6');
  });
});
