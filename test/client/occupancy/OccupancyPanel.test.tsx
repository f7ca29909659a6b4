import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { today } from '../../../src/components/occupancy/occupancyValues';
import { makeOccupancy, makeTenant } from '../tenants/fakeTenantServer';
import { renderTenants } from '../tenants/renderTenants';

jest.setTimeout(40_000);

const ola = makeTenant(4, { name: 'Ola Nordmann' });
const kari = makeTenant(5, { name: 'Kari Nordmann' });
const panel = () => screen.getByRole('region', { name: 'Occupancy' });
const dialog = () => screen.getByRole('dialog', { name: /occupancy/ });

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, typed: string, option: string) {
  await user.type(within(dialog()).getByRole('combobox', { name: new RegExp(`^${label}`) }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('OccupancyPanel', () => {
  it("on a tenant of another site (reached from quick search) searches that site's rooms, not the active site's", async () => {
    const user = userEvent.setup();
    const view = renderTenants('/tenant/6', { tenants: [makeTenant(6, { name: 'Per Hansen', site_id: 12 })] });
    await within(await screen.findByRole('region', { name: 'Occupancy' })).findByText(
      'This tenant occupies no room yet.',
    );
    await user.click(within(panel()).getByRole('button', { name: 'Add occupancy' }));
    await user.type(within(dialog()).getByRole('combobox', { name: /^Room/ }), 'H01');
    const searches = () => view.server.requests('GET /api/crm/rooms/');
    await waitFor(() => expect(searches().at(-1)?.query.get('search')).toBe('H01'));
    expect(searches().map((call) => call.headers.get('X-Site-ID'))).toEqual(searches().map(() => '12'));
    expect(searches().at(-1)?.query.get('site_id')).toBe('12');
  });

  it('adds a room to a tenant with today as the start and an empty end sent as null', async () => {
    const user = userEvent.setup();
    const view = renderTenants('/tenant/4', { tenants: [ola] });
    await within(await screen.findByRole('region', { name: 'Occupancy' })).findByText(
      'This tenant occupies no room yet.',
    );
    await user.click(within(panel()).getByRole('button', { name: 'Add occupancy' }));
    await pick(user, 'Room', 'H01', 'Storgata 1 · 1st floor · H0102');
    expect(within(dialog()).getByLabelText('Start date')).toHaveValue(today());
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.server.callsTo('POST', '/api/crm/rooms/32/occupancy/')[0].body).toEqual({
      tenant_id: 4,
      start_date: today(),
      end_date: null,
    });
    expect(await within(panel()).findByRole('link', { name: 'Storgata 1 · 1st floor · H0102' })).toHaveAttribute(
      'href',
      '/room/32',
    );
  });

  it("refuses an overlapping period with the server's message on the start date field", async () => {
    const user = userEvent.setup();
    const view = renderTenants('/test/room/31/occupancy', {
      tenants: [ola, kari],
      occupancy: [makeOccupancy(9, ola, { start_date: '2025-01-01', end_date: null })],
    });
    expect(await screen.findByRole('link', { name: 'Ola Nordmann' })).toHaveAttribute('href', '/tenant/4');
    await user.click(screen.getByRole('button', { name: 'Add occupancy' }));
    await pick(user, 'Tenant', 'Kari', 'Kari Nordmann');
    fireEvent.change(within(dialog()).getByLabelText('Start date'), { target: { value: '2025-06-01' } });
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    const message = 'The room is already occupied by Ola Nordmann from 2025-01-01 until further notice';
    await waitFor(() => expect(within(dialog()).getByLabelText('Start date')).toHaveAccessibleDescription(message));
    expect(view.server.callsTo('POST', '/api/crm/rooms/31/occupancy/')).toHaveLength(1);
    expect(dialog()).toBeInTheDocument();
  });

  it('checks that the end comes after the start before sending', async () => {
    const user = userEvent.setup();
    const view = renderTenants('/test/room/31/occupancy', { tenants: [ola] });
    await user.click(await screen.findByRole('button', { name: 'Add occupancy' }));
    await pick(user, 'Tenant', 'Ola', 'Ola Nordmann');
    fireEvent.change(within(dialog()).getByLabelText('Start date'), { target: { value: '2026-05-01' } });
    fireEvent.change(within(dialog()).getByLabelText('End date'), { target: { value: '2026-04-01' } });
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('End date must be after the start date')).toBeInTheDocument();
    expect(view.server.callsTo('POST', '/api/crm/rooms/31/occupancy/')).toHaveLength(0);
  });

  it('ends a current period today in one click', async () => {
    const user = userEvent.setup();
    const view = renderTenants('/test/room/31/occupancy', { tenants: [ola], occupancy: [makeOccupancy(9, ola)] });
    await user.click(await screen.findByRole('button', { name: 'End today: Ola Nordmann' }));
    await waitFor(() => expect(view.server.callsTo('PATCH', '/api/crm/rooms/occupancy/9/')).toHaveLength(1));
    expect(view.server.callsTo('PATCH', '/api/crm/rooms/occupancy/9/')[0].body).toEqual({ end_date: today() });
    expect(await within(panel()).findByText('Ended')).toBeInTheDocument();
    expect(within(panel()).getByText(today())).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End today: Ola Nordmann' })).not.toBeInTheDocument();
  });

  it('edits a period and deletes one through the confirmation dialog', async () => {
    const user = userEvent.setup();
    const view = renderTenants('/test/room/31/occupancy', { tenants: [ola], occupancy: [makeOccupancy(9, ola)] });
    await user.click(await screen.findByRole('button', { name: 'Edit: Ola Nordmann' }));
    expect(within(dialog()).getByLabelText('Start date')).toHaveValue('2025-01-01');
    fireEvent.change(within(dialog()).getByLabelText('End date'), { target: { value: '2030-01-01' } });
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.server.callsTo('PATCH', '/api/crm/rooms/occupancy/9/')[0].body).toEqual({
      tenant_id: 4,
      start_date: '2025-01-01',
      end_date: '2030-01-01',
    });
    expect(await within(panel()).findByText('2030-01-01')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete: Ola Nordmann' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.server.callsTo('DELETE', '/api/crm/rooms/occupancy/9/')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(panel()).findByText('No tenant has occupied this room yet.')).toBeInTheDocument();
  });
});
