import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeExternalIp, makeNetwork, site } from '../networks/networkFixtures';
import { renderNetworks } from '../networks/renderNetworks';

jest.setTimeout(60_000);

const tenant = { id: 31, site_id: 1, kind: 'person', name: 'Kari Nordmann', email: 'kari@example.com', phone: null };
const period = {
  id: 5,
  room_id: 21,
  room: { id: 21, name: 'H0101' },
  floor: { id: 2, name: '1st floor' },
  address: { id: 1, name: 'Moholt allé 1' },
  tenant_id: 31,
  tenant_name: 'Kari Nordmann',
  start_date: '2026-01-01',
  end_date: null,
  is_current: true,
};

const tooltip = () => screen.queryByRole('tooltip');
const wait = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

afterEach(() => jest.useRealTimers());

describe('hover cards on references (requirements §9: open after 700 ms, close 300 ms after leaving)', () => {
  it("opens a tenant's card 700 ms after the pointer rests on it in a list, with its site, room and contact", async () => {
    const view = renderNetworks('/networks', { networks: [makeNetwork()], tenants: [tenant], sites: [site] });
    view.server.reply('GET /api/crm/tenants/31/occupancy/', 200, { data: [period], total: 1 });
    const link = await screen.findByRole('link', { name: 'Kari Nordmann' });
    expect(link).toHaveAttribute('href', '/tenant/31');
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.hover(link);
    await wait(699);
    expect(tooltip()).not.toBeInTheDocument();
    await wait(1);
    const card = await screen.findByRole('tooltip');
    expect(await within(card).findByText('Moholt')).toBeInTheDocument();
    expect(await within(card).findByText('H0101')).toBeInTheDocument();
    expect(link).toHaveAccessibleDescription(/Tenant: Kari Nordmann/);
    expect(within(card).getByText('kari@example.com')).toBeInTheDocument();

    await user.unhover(link);
    await wait(299);
    expect(tooltip()).toBeInTheDocument();
    await wait(1);
    expect(tooltip()).not.toBeInTheDocument();

    // Read once: hovering again asks the server nothing more.
    await user.hover(link);
    await wait(700);
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    expect(view.server.callsTo('GET', '/api/crm/tenants/31/')).toHaveLength(1);
  });

  it("stays open while the pointer moves onto the card, and a network's card shows its VLAN and subnet on focus", async () => {
    renderNetworks('/external-ip/9', { externalIps: [makeExternalIp()], networks: [makeNetwork()], sites: [site] });
    const details = await screen.findByRole('region', { name: 'External IP' });
    const link = within(details).getByRole('link', { name: 'Tenant LAN' });
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    act(() => link.focus());
    await wait(700);
    const card = await screen.findByRole('tooltip');
    expect(await within(card).findByText('101')).toBeInTheDocument();
    expect(within(card).getByText('10.20.1.0/24')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(tooltip()).not.toBeInTheDocument();

    await user.hover(link);
    await wait(700);
    await user.hover(await screen.findByRole('tooltip'));
    await wait(1000);
    expect(tooltip()).toBeInTheDocument();
  });
});
