import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeWireless, renderWireless } from './renderWireless';

jest.setTimeout(40_000);

describe('wireless screens', () => {
  it('lists the wireless networks and searches through the URL', async () => {
    const user = userEvent.setup();
    const view = renderWireless('/wireless', [
      makeWireless(),
      makeWireless({ id: 10, ssid: 'Guest', security: 'open', network_name: null, vlan_id: 30, enabled: false }),
    ]);
    const grid = await screen.findByRole('grid', { name: 'Wireless' });
    const guest = (await within(grid).findByText('Guest')).closest('[role="row"]') as HTMLElement;
    expect(guest).toHaveTextContent('Open');
    expect(guest).toHaveTextContent('No');
    await user.type(screen.getByLabelText('Search wireless networks'), 'gue');
    await waitFor(() => expect(new URLSearchParams(view.location().search).get('search')).toBe('gue'));
    await waitFor(() => expect(within(grid).queryByText('Moholt-Beboer')).not.toBeInTheDocument());
    await user.click(within(grid).getByText('Guest'));
    await waitFor(() => expect(view.location().pathname).toBe('/wireless/10'));
  });

  it('narrows to the SSIDs at ?address_id= (requirements §2.2), shown as a chip', async () => {
    const view = renderWireless('/wireless?address_id=6');
    expect(await screen.findByRole('button', { name: 'Address: #6' })).toBeInTheDocument();
    await waitFor(() =>
      expect(Object.fromEntries(view.api.requests('GET /api/crm/wireless/').at(-1)!.query)).toMatchObject({
        address_id: '6',
      }),
    );
  });

  it('shows a wireless network with Wireless › SSID breadcrumbs and a link to its credentials', async () => {
    renderWireless('/wireless/9');
    expect(await screen.findByRole('heading', { name: 'Moholt-Beboer' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Wireless network' });
    expect(details).toHaveTextContent('WPA2 personal');
    expect(details).toHaveTextContent('Tenant LAN');
    expect(details).toHaveTextContent('2.4 and 5 GHz');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'Wireless' })).toHaveAttribute('href', '/wireless');
    expect(await within(crumbs).findByText('Moholt-Beboer')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Credentials' })).toHaveAttribute('href', '/wireless/9/credentials');
  });

  it('asks for a passphrase in personal modes and creates the network', async () => {
    const user = userEvent.setup();
    const view = renderWireless('/wireless/create');
    view.api.on('POST /api/crm/wireless/', ({ body }) => [201, makeWireless({ id: 12, ...(body as object) })]);
    await user.click(await screen.findByLabelText(/^SSID/));
    await user.paste('Moholt-Ny');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Passphrase is required for this security mode')).toBeInTheDocument();
    expect(view.api.requests('POST /api/crm/wireless/')).toHaveLength(0);
    await user.click(screen.getByLabelText(/^Passphrase/));
    await user.paste('long-enough-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location().pathname).toBe('/wireless/12'));
    expect(view.api.requests('POST /api/crm/wireless/')[0].body).toMatchObject({
      ssid: 'Moholt-Ny',
      security: 'wpa2-personal',
      passphrase: 'long-enough-secret',
      band: 'dual',
      enabled: true,
    });
  });

  it('keeps the stored passphrase when an edit leaves the field empty', async () => {
    const user = userEvent.setup();
    const view = renderWireless('/wireless/9/edit');
    view.api.on('PATCH /api/crm/wireless/9/', ({ body }) => [200, makeWireless(body as object)]);
    const description = await screen.findByLabelText('Description');
    await user.click(description);
    await user.paste('Floor 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location().pathname).toBe('/wireless/9'));
    const sent = view.api.requests('PATCH /api/crm/wireless/9/')[0].body as Record<string, unknown>;
    expect(sent).toMatchObject({ description: 'Floor 2', ssid: 'Moholt-Beboer' });
    expect(sent).not.toHaveProperty('passphrase');
  });
});
