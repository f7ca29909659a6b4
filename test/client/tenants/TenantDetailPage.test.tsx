import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOccupancy, makeTenant } from './fakeTenantServer';
import { renderTenants } from './renderTenants';

jest.setTimeout(40_000);

const tenant = makeTenant(4, { name: 'Ola Nordmann', kind: 'person', phone: '+47 22 00 00 00' });
const section = (name: string) => screen.getByRole('region', { name });

describe('TenantDetailPage', () => {
  it('shows the fields, the rooms it occupies (linking to them), its networks and its history', async () => {
    renderTenants('/tenant/4', { tenants: [tenant], occupancy: [makeOccupancy(9, tenant)] });
    expect(await screen.findByRole('heading', { name: 'Ola Nordmann', level: 1 })).toBeInTheDocument();
    const fields = section('Tenant');
    expect(within(fields).getByText('Person')).toBeInTheDocument();
    expect(within(fields).getByText('tenant4@example.com')).toBeInTheDocument();
    expect(within(fields).getByText('L-4')).toBeInTheDocument();

    const occupancy = section('Occupancy');
    const room = await within(occupancy).findByRole('link', { name: 'Storgata 1 · 1st floor · H0101' });
    expect(room).toHaveAttribute('href', '/room/31');
    expect(within(occupancy).getByText('2025-01-01')).toBeInTheDocument();
    expect(within(occupancy).getByText('Current')).toBeInTheDocument();

    expect(await within(section('Networks')).findByText('Tenant LAN')).toBeInTheDocument();
    const history = section('History');
    expect(await within(history).findByText(/\+47 11 11 11 11/)).toBeInTheDocument();
  });

  it('asks the server again each time the page opens (requirements §9: always stale)', async () => {
    const user = userEvent.setup();
    const view = renderTenants('/tenant/4', { tenants: [tenant] });
    await screen.findByRole('heading', { name: 'Ola Nordmann', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('form', { name: 'Edit Ola Nordmann' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { name: 'Ola Nordmann', level: 1 });
    await waitFor(() => expect(view.server.callsTo('GET', '/api/crm/tenants/4/')).toHaveLength(3));
  });

  it('disables Delete with "Cannot Delete" and what blocks it when the server says so', async () => {
    const user = userEvent.setup();
    const blocked = makeTenant(4, { name: 'Ola Nordmann', can_delete: false, delete_blockers: ['1 occupancy record'] });
    renderTenants('/tenant/4', { tenants: [blocked] });
    const remove = await screen.findByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await user.hover(remove.parentElement as HTMLElement);
    expect(await screen.findByText('Cannot Delete')).toBeInTheDocument();
    expect(screen.getByText('It still has 1 occupancy record.')).toBeInTheDocument();
  });

  it('deletes through the confirmation dialog and returns to the list', async () => {
    const user = userEvent.setup();
    const view = renderTenants('/tenant/4', { tenants: [tenant] });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.location().pathname).toBe('/tenants'));
    expect(view.server.callsTo('DELETE', '/api/crm/tenants/4/')).toHaveLength(1);
  });

  it('makes the tenant the active one: the top bar shows it, requests carry X-Tenant-ID, and it can be cleared', async () => {
    const user = userEvent.setup();
    const view = renderTenants('/tenant/4', { tenants: [tenant] });
    await user.click(await screen.findByRole('button', { name: 'Make active tenant' }));
    const chip = await screen.findByRole('group', { name: 'Active tenant' });
    expect(within(chip).getByRole('link', { name: /Ola Nordmann/ })).toHaveAttribute('href', '/tenant/4');
    expect(view.store.getState().tenancy.activeTenant).toEqual({ id: 4, name: 'Ola Nordmann' });

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('form', { name: 'Edit Ola Nordmann' });
    expect(view.server.callsTo('GET', '/api/crm/tenants/4/').at(-1)?.headers.get('X-Tenant-ID')).toBe('4');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    // The top bar's clear button; the page header offers "Clear active tenant" too.
    const topBarChip = await screen.findByRole('group', { name: 'Active tenant' });
    await user.click(within(topBarChip).getByRole('button', { name: 'Clear active tenant' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Active tenant' })).not.toBeInTheDocument());
    expect(view.store.getState().tenancy.activeTenant).toBeNull();
    expect(screen.getByRole('button', { name: 'Make active tenant' })).toBeInTheDocument();
  });
});
