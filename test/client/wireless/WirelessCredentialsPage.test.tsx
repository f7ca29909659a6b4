import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWireless } from './renderWireless';

jest.setTimeout(40_000);

describe('WirelessCredentialsPage', () => {
  it('keeps a tenant key hidden until Reveal asks the server, each time', async () => {
    const user = userEvent.setup();
    const view = renderWireless('/wireless/9/credentials');
    view.api.on('POST /api/crm/wireless/9/credentials/31/reveal/', () => [
      200,
      { tenant_id: 31, tenant_name: 'Kari Nordmann', vlan_id: 120, key: 'Kx7pQ2mNa9BcdEfGh3Jk' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Credentials of Moholt;Beboer' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    // The crumbs render with the shell's own data, possibly after the page's heading.
    expect(await within(crumbs).findByRole('link', { name: 'Wireless' })).toHaveAttribute('href', '/wireless');
    expect(await within(crumbs).findByRole('link', { name: 'Moholt;Beboer' })).toHaveAttribute('href', '/wireless/9');
    expect(await within(crumbs).findByText('Credentials')).toHaveAttribute('aria-current', 'page');

    const kari = screen.getByRole('row', { name: /Kari Nordmann/ });
    expect(kari).toHaveTextContent('120');
    expect(kari).toHaveTextContent('••••');
    expect(kari).not.toHaveTextContent('Kx7pQ2');
    expect(screen.getByRole('row', { name: /Ola Hansen/ })).toHaveTextContent('No key yet');

    await user.click(within(kari).getByRole('button', { name: 'Reveal key of Kari Nordmann' }));
    expect(await within(kari).findByText('Kx7pQ2mNa9BcdEfGh3Jk')).toBeInTheDocument();
    await user.click(within(kari).getByRole('button', { name: 'Hide key of Kari Nordmann' }));
    expect(kari).not.toHaveTextContent('Kx7pQ2');
    await user.click(within(kari).getByRole('button', { name: 'Reveal key of Kari Nordmann' }));
    await within(kari).findByText('Kx7pQ2mNa9BcdEfGh3Jk');
    expect(view.api.requests('POST /api/crm/wireless/9/credentials/31/reveal/')).toHaveLength(2);
  });

  it('regenerates only after confirming, and copies the key with a toast', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const view = renderWireless('/wireless/9/credentials');
    view.api.on('POST /api/crm/wireless/9/credentials/31/regenerate/', () => [
      200,
      { tenant_id: 31, tenant_name: 'Kari Nordmann', vlan_id: 120, key: 'NewKey23456789abcdEF' },
    ]);
    const kari = await screen.findByRole('row', { name: /Kari Nordmann/ });
    await user.click(within(kari).getByRole('button', { name: 'Regenerate key of Kari Nordmann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.api.requests('POST /api/crm/wireless/9/credentials/31/regenerate/')).toHaveLength(0);

    await user.click(within(kari).getByRole('button', { name: 'Regenerate key of Kari Nordmann' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Regenerate key?' })).getByRole('button', {
        name: 'Regenerate',
      }),
    );
    expect(await within(kari).findByText('NewKey23456789abcdEF')).toBeInTheDocument();
    expect(view.api.requests('POST /api/crm/wireless/9/credentials/31/regenerate/')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(kari).getByRole('button', { name: 'Copy key of Kari Nordmann' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('NewKey23456789abcdEF'));
    expect(await screen.findByText('Key copied')).toBeInTheDocument();
  });

  it("shows the server's reason when a key cannot be regenerated, and no key", async () => {
    const user = userEvent.setup();
    const view = renderWireless('/wireless/9/credentials');
    const reason = 'This wireless network is WPA3 only: routers cannot give tenants their own keys on it.';
    view.api.on('POST /api/crm/wireless/9/credentials/31/regenerate/', () => [409, { detail: reason }]);
    const kari = await screen.findByRole('row', { name: /Kari Nordmann/ });
    await user.click(within(kari).getByRole('button', { name: 'Regenerate key of Kari Nordmann' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Regenerate key?' })).getByRole('button', {
        name: 'Regenerate',
      }),
    );
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('Regenerate failed')).toBeInTheDocument();
    expect(kari).toHaveTextContent('••••');
  });

  it("shows a tenant's Wi-Fi card with SSID, key, tenant and a QR code, and prints it", async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    const view = renderWireless('/wireless/9/credentials');
    view.api.on('POST /api/crm/wireless/9/credentials/31/reveal/', () => [
      200,
      { tenant_id: 31, tenant_name: 'Kari Nordmann', vlan_id: 120, key: 'Kx7pQ2mNa9BcdEfGh3Jk' },
    ]);
    const kari = await screen.findByRole('row', { name: /Kari Nordmann/ });
    await user.click(within(kari).getByRole('button', { name: 'Wi-Fi card of Kari Nordmann' }));
    const card = await screen.findByRole('dialog', { name: 'Wi-Fi card' });
    expect(card).toHaveTextContent('Kari Nordmann');
    expect(card).toHaveTextContent('Moholt;Beboer');
    expect(card).toHaveTextContent('Kx7pQ2mNa9BcdEfGh3Jk');
    expect(within(card).getByRole('img', { name: 'QR code to join Moholt;Beboer' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    expect(view.api.requests('POST /api/crm/wireless/9/credentials/31/reveal/')).toHaveLength(1);
  });

  it('asks the server for the shared passphrase only on Reveal', async () => {
    const user = userEvent.setup();
    const view = renderWireless('/wireless/9/credentials');
    view.api.on('POST /api/crm/wireless/9/credentials/reveal/', () => [200, { passphrase: 'shared-secret' }]);
    await screen.findByRole('heading', { name: 'Credentials of Moholt;Beboer' });
    expect(screen.queryByText('shared-secret')).not.toBeInTheDocument();
    expect(view.api.requests('POST /api/crm/wireless/9/credentials/reveal/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(await screen.findByText('shared-secret')).toBeInTheDocument();
    expect(view.api.requests('POST /api/crm/wireless/9/credentials/reveal/')).toHaveLength(1);
  });
});
