import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeNetwork, makeSpeedLimit, site } from './networkFixtures';
import { renderNetworks } from './renderNetworks';

jest.setTimeout(60_000);

const field = (name: RegExp) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const text = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('network create and edit', () => {
  it("prefills the site's next free VLAN and subnet and names the range and prefix before saving", async () => {
    const user = userEvent.setup();
    const view = renderNetworks('/networks/create', {
      sites: [site],
      nextFree: { vlan_id: 102, subnet: '10.20.2.0/24', gateway: '10.20.2.1' },
    });
    await screen.findByRole('heading', { name: 'Create network' });
    expect(field(/VLAN ID/).value).toBe('102');
    expect(text(/Subnet/).value).toBe('10.20.2.0/24');
    expect(text(/Gateway/).value).toBe('10.20.2.1');
    expect(view.server.callsTo('GET', '/api/crm/networks/next-free/')[0].headers.get('X-Site-ID')).toBe('1');
    expect(await screen.findByText("Between 100 and 199 (the site's tenant VLAN range)")).toBeInTheDocument();
    expect(screen.getByText('CIDR inside the site prefix 10.20.0.0/16')).toBeInTheDocument();

    await user.type(text(/Name/), 'Tenant 0.12 LAN');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location().pathname).toBe('/network/500'));
    expect(view.server.callsTo('POST', '/api/crm/networks/')[0].body).toEqual({
      name: 'Tenant 0.12 LAN',
      vlan_id: 102,
      subnet: '10.20.2.0/24',
      gateway: '10.20.2.1',
      tenant_id: null,
      speed_limit_id: null,
      description: null,
    });
  });

  it("shows the server's message on the VLAN field and stays on the form", async () => {
    const user = userEvent.setup();
    const view = renderNetworks('/networks/create', {
      sites: [site],
      nextFree: { vlan_id: 100, subnet: '10.20.0.0/24', gateway: '10.20.0.1' },
    });
    await screen.findByRole('heading', { name: 'Create network' });
    const message = "VLAN ID must be between 100 and 199 (the site's tenant VLAN range)";
    view.server.reply('POST /api/crm/networks/', 400, { detail: [{ loc: ['body', 'vlan_id'], msg: message }] });
    await user.type(text(/Name/), 'Out of range');
    await user.clear(field(/VLAN ID/));
    await user.type(field(/VLAN ID/), '300');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(/VLAN ID/)).toHaveAccessibleDescription(message));
    expect(field(/VLAN ID/)).toBeInvalid();
    expect(view.location().pathname).toBe('/networks/create');
  });

  it('starts empty when the range and prefix are full', async () => {
    renderNetworks('/networks/create', { sites: [site], nextFree: { vlan_id: null, subnet: null, gateway: null } });
    await screen.findByRole('heading', { name: 'Create network' });
    expect(field(/VLAN ID/).value).toBe('');
    expect(text(/Subnet/).value).toBe('');
  });

  it('edits a network with its own values and its speed limit named, then opens it', async () => {
    const user = userEvent.setup();
    const view = renderNetworks('/network/7/edit', {
      sites: [site],
      networks: [makeNetwork()],
      speedLimits: [makeSpeedLimit()],
      tenants: [{ id: 31, name: 'Kari Nordmann' }],
    });
    await screen.findByRole('heading', { name: 'Edit Tenant LAN' });
    expect(field(/VLAN ID/).value).toBe('101');
    expect(await screen.findByDisplayValue('100/20 Mbit')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'Networks' })).toHaveAttribute('href', '/networks');
    expect(await within(crumbs).findByRole('link', { name: 'Tenant LAN' })).toHaveAttribute('href', '/network/7');

    await user.clear(text(/Name/));
    await user.type(text(/Name/), 'Renamed LAN');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location().pathname).toBe('/network/7'));
    expect(view.server.callsTo('PATCH', '/api/crm/networks/7/')[0].body).toMatchObject({
      name: 'Renamed LAN',
      vlan_id: 101,
      speed_limit_id: 3,
      tenant_id: 31,
    });
  });
});
