import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeExternalIp, makeNetwork, makeSpeedLimit, site } from './networkFixtures';
import { renderNetworks } from './renderNetworks';

jest.setTimeout(60_000);

const networks = [
  makeNetwork(),
  makeNetwork({ id: 8, name: 'Office LAN', vlan_id: 102, subnet: '10.20.2.0/24', speed_limit_id: null }),
];
const rowOf = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;

describe('networks list', () => {
  it('lists the networks and links to speed limits and external IPs', async () => {
    renderNetworks('/networks', { networks });
    expect(await screen.findByRole('heading', { name: 'Networks' })).toBeInTheDocument();
    const row = await rowOf('Tenant LAN');
    expect(within(row).getByText('10.20.1.0/24')).toBeInTheDocument();
    expect(within(row).getByText('100/20 Mbit')).toBeInTheDocument();
    const section = screen.getByRole('navigation', { name: 'Networks section' });
    expect(within(section).getByRole('link', { name: 'Speed limits' })).toHaveAttribute(
      'href',
      '/networks/speed-limits',
    );
    expect(within(section).getByRole('link', { name: 'External IPs' })).toHaveAttribute('href', '/external-ips');
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
  });

  it('narrows to ?speed_limit_id= shown as a removable chip', async () => {
    const user = userEvent.setup();
    const view = renderNetworks('/networks?speed_limit_id=3', { networks, speedLimits: [makeSpeedLimit()] });
    const chip = await screen.findByRole('button', { name: 'Speed limit: 100/20 Mbit' });
    await rowOf('Tenant LAN');
    expect(screen.queryByText('Office LAN')).not.toBeInTheDocument();
    expect(view.server.lastQuery('/api/crm/networks/')).toMatchObject({ speed_limit_id: '3' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(view.search().get('speed_limit_id')).toBeNull());
    expect(await screen.findByText('Office LAN')).toBeInTheDocument();
  });

  it.each([
    ['floor_id', 'Floor'],
    ['addressId', 'Address'],
    ['room', 'Room'],
  ])('sends the place of ?%s= (requirements §2.2) and shows it as a %s chip', async (param, label) => {
    const view = renderNetworks(`/networks?${param}=4`, { networks });
    expect(await screen.findByRole('button', { name: `${label}: #4` })).toBeInTheDocument();
    const sent = `${label.toLowerCase()}_id`;
    await waitFor(() => expect(view.server.lastQuery('/api/crm/networks/')).toMatchObject({ [sent]: '4' }));
  });
});

describe('network detail', () => {
  it('shows the network, its tenant and speed limit, what uses it, and the Networks › name crumbs', async () => {
    const view = renderNetworks('/network/7', {
      sites: [site],
      networks,
      outlets: [{ id: 41, network_id: 7, label: '0.1-1', room: { id: 21, name: 'H0101' }, interface_up: true }],
      wireless: [{ id: 51, network_id: 7, ssid: 'Moholt-Tenant', band: 'dual', enabled: true }],
      externalIps: [makeExternalIp(), makeExternalIp({ id: 10, address: '203.0.113.11', network_id: 8 })],
      changes: [
        {
          id: 1,
          object_type: 'network',
          object_id: 7,
          action: 'update',
          user_name: 'Siri Staff',
          created_at: '2026-03-10T12:00:00Z',
          before: { vlan_id: 100 },
          after: { vlan_id: 101 },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Tenant LAN' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Network' });
    expect(within(details).getByRole('link', { name: 'Kari Nordmann' })).toHaveAttribute('href', '/tenant/31');
    expect(within(details).getByRole('link', { name: '100/20 Mbit' })).toHaveAttribute(
      'href',
      '/networks/speed-limit/3',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'Networks' })).toHaveAttribute('href', '/networks');
    expect(await within(crumbs).findByText('Tenant LAN')).toHaveAttribute('aria-current', 'page');

    const outlets = screen.getByRole('region', { name: 'Outlets' });
    expect(await within(outlets).findByText('0.1-1')).toBeInTheDocument();
    expect(within(outlets).getByText('H0101')).toBeInTheDocument();
    expect(view.server.lastQuery('/api/crm/outlets/')).toMatchObject({ network_id: '7' });
    const wireless = screen.getByRole('region', { name: 'Wireless' });
    expect(await within(wireless).findByText('Moholt-Tenant')).toBeInTheDocument();
    const ips = screen.getByRole('region', { name: 'External IPs' });
    expect(await within(ips).findByText('203.0.113.10')).toBeInTheDocument();
    expect(within(ips).queryByText('203.0.113.11')).not.toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Siri Staff changed')).toBeInTheDocument();
    expect(view.server.lastQuery('/api/crm/changes/')).toMatchObject({ object_type: 'network', object_id: '7' });
  });

  it('disables Delete with "Cannot Delete" naming what still uses the network', async () => {
    const user = userEvent.setup();
    renderNetworks('/network/7', { networks: [makeNetwork({ can_delete: false, delete_blockers: ['2 outlets'] })] });
    const remove = await screen.findByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await user.hover(remove.parentElement!);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Cannot Delete');
    expect(tooltip).toHaveTextContent('It still has 2 outlets.');
  });

  it('deletes an unused network and returns to the list', async () => {
    const user = userEvent.setup();
    const view = renderNetworks('/network/8', { networks });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.location().pathname).toBe('/networks'));
    expect(view.server.tables.networks.has(8)).toBe(false);
  });
});

describe('speed limits and external IPs', () => {
  it("shows a speed limit's rates and the networks using it, linking to the filtered list", async () => {
    const view = renderNetworks('/networks/speed-limit/3', { networks, speedLimits: [makeSpeedLimit()] });
    expect(await screen.findByRole('heading', { name: '100/20 Mbit' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Speed limit' });
    expect(details).toHaveTextContent('100 Mbit/s (100000 kbit/s)');
    expect(details).toHaveTextContent('20 Mbit/s (20000 kbit/s)');
    const related = screen.getByRole('region', { name: 'Networks' });
    expect(await within(related).findByText('Tenant LAN')).toBeInTheDocument();
    expect(within(related).queryByText('Office LAN')).not.toBeInTheDocument();
    expect(view.server.lastQuery('/api/crm/networks/')).toMatchObject({ speed_limit_id: '3' });
    expect(within(related).getByRole('link', { name: /View all/ })).toHaveAttribute(
      'href',
      '/networks?speed_limit_id=3',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'Speed limits' })).toHaveAttribute(
      'href',
      '/networks/speed-limits',
    );
  });

  it('refuses a speed limit rate of 0 before sending', async () => {
    const user = userEvent.setup();
    const view = renderNetworks('/networks/speed-limits/create');
    await screen.findByRole('heading', { name: 'Create speed limit' });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '10/10');
    await user.type(screen.getByRole('spinbutton', { name: /Download/ }), '0');
    await user.type(screen.getByRole('spinbutton', { name: /Upload/ }), '10000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least 1 kbit/s')).toBeInTheDocument();
    expect(view.server.callsTo('POST', '/api/crm/networks/speedlimits/')).toHaveLength(0);
  });

  it('lists external IPs at /networks/external-ips too', async () => {
    renderNetworks('/networks/external-ips', { externalIps: [makeExternalIp()] });
    expect(await screen.findByRole('heading', { name: 'External IPs' })).toBeInTheDocument();
    const row = await rowOf('203.0.113.10');
    expect(within(row).getByText('Tenant LAN')).toBeInTheDocument();
  });

  it('creates an external IP routed to the network named in ?network_id=', async () => {
    const user = userEvent.setup();
    const view = renderNetworks('/external-ips/create?network_id=7', { networks });
    await screen.findByRole('heading', { name: 'Create external IP' });
    expect(await screen.findByDisplayValue('Tenant LAN')).toBeInTheDocument();
    // Pasted, not typed: a keystroke at a time this form takes seconds when the suite runs on a busy machine.
    await user.click(screen.getByRole('textbox', { name: /Address/ }));
    await user.paste('203.0.113.20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location().pathname).toBe('/external-ip/500'));
    expect(view.server.callsTo('POST', '/api/crm/external-ips/')[0].body).toEqual({
      address: '203.0.113.20',
      network_id: 7,
      tenant_id: null,
      description: null,
    });
  });
});
