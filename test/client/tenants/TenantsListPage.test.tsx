import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTenant } from './fakeTenantServer';
import { renderTenants } from './renderTenants';

type View = ReturnType<typeof renderTenants>;
const lastListQuery = ({ server }: View) =>
  Object.fromEntries(server.callsTo('GET', '/api/crm/tenants/').at(-1)!.query);

jest.setTimeout(40_000);

const tenants = [
  makeTenant(1, { name: 'Ola Nordmann' }),
  makeTenant(2, { name: 'Fjordkraft AS', kind: 'company' }),
  makeTenant(3, { name: 'Kari Nordmann' }),
];

describe('TenantsListPage', () => {
  it('lists the tenants with their type, e-mail and reference', async () => {
    renderTenants('/tenants', { tenants });
    const row = (await screen.findByText('Fjordkraft AS')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Company')).toBeInTheDocument();
    expect(within(row).getByText('tenant2@example.com')).toBeInTheDocument();
    expect(within(row).getByText('L-2')).toBeInTheDocument();
    expect(screen.getByText('Ola Nordmann')).toBeInTheDocument();
  });

  it('filters by the type in the URL, shows it as a chip, and removing the chip drops the filter', async () => {
    const user = userEvent.setup();
    const view = renderTenants('/tenants?kind=company', { tenants });
    await screen.findByText('Fjordkraft AS');
    expect(lastListQuery(view)).toMatchObject({ kind: 'company' });
    expect(screen.queryByText('Ola Nordmann')).not.toBeInTheDocument();
    const chip = screen.getByText('Type: Company').closest('.MuiChip-root') as HTMLElement;
    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(view.search().get('kind')).toBeNull());
    await screen.findByText('Ola Nordmann');
    expect(lastListQuery(view).kind).toBeUndefined();
  });

  it('narrows to the tenants of ?room_id= (requirements §2.2), named in a removable chip', async () => {
    const user = userEvent.setup();
    const view = renderTenants('/tenants?room_id=31', { tenants });
    const chip = await screen.findByRole('button', { name: 'Room: H0101' });
    await waitFor(() => expect(lastListQuery(view)).toMatchObject({ room_id: '31' }));
    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(view.search().get('room_id')).toBeNull());
    await waitFor(() => expect(lastListQuery(view).room_id).toBeUndefined());
  });

  it('names the site of ?siteId= in a chip and asks for that site', async () => {
    const view = renderTenants('/tenants?siteId=11', { tenants });
    expect(await screen.findByText('Site: Harbour View')).toBeInTheDocument();
    await waitFor(() => expect(lastListQuery(view)).toMatchObject({ site_id: '11' }));
  });

  it('searches the server and opens a tenant from its row', async () => {
    const user = userEvent.setup();
    const view = renderTenants('/tenants', { tenants });
    await screen.findByText('Ola Nordmann');
    await user.type(screen.getByLabelText('Search tenants'), 'kari');
    await waitFor(() => expect(lastListQuery(view)).toMatchObject({ search: 'kari' }), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByText('Ola Nordmann')).not.toBeInTheDocument());
    await user.click(screen.getByText('Kari Nordmann'));
    await waitFor(() => expect(view.location().pathname).toBe('/tenant/3'));
  });
});
