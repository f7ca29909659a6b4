import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSite } from './siteFixtures';
import { renderSites } from './renderSites';

jest.setTimeout(40_000);

const harbour = makeSite({ id: 7, name: 'Harbour View', portal_logo: '/api/media/site-7.png' });
const active = { id: 7, name: 'Harbour View', description: '' };

describe('SiteEditPage', () => {
  it('edits the active site: pre-filled, PATCHed, toasted, back to /site with the new name stored', async () => {
    const user = userEvent.setup();
    const view = renderSites('/site/edit', { sites: [harbour], activeSite: active });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Harbour View');
    expect(screen.getByRole('textbox', { name: 'Netmask' })).toHaveValue('16');
    expect(screen.getByRole('img', { name: 'Portal logo preview' })).toHaveAttribute('src', '/api/media/site-7.png');

    await user.clear(name);
    await user.paste('Harbour View North');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.location().pathname).toBe('/site'));
    const [patch] = view.server.callsTo('PATCH', '/api/crm/sites/7/');
    expect(patch.body).toMatchObject({
      name: 'Harbour View North',
      netmask: 16,
      prefix: '10.20.0.0',
      gps_latitude: 52.370216,
    });
    expect(patch.body).not.toHaveProperty('portal_logo'); // the saved logo is kept
    expect(await screen.findByText('Site updated')).toBeInTheDocument();
    expect(view.store.getState().tenancy.activeSite).toMatchObject({ id: 7, name: 'Harbour View North' });
  });

  it('edits the site named by ?id= and returns to its detail page', async () => {
    const user = userEvent.setup();
    const view = renderSites('/site/edit?id=7', {
      sites: [harbour],
      activeSite: { id: 1, name: 'Other', description: '' },
    });
    await screen.findByRole('textbox', { name: /^Name/ });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(view.location().pathname).toBe('/site/7');
  });

  it('shows validation messages from the shared schema before saving', async () => {
    const user = userEvent.setup();
    const view = renderSites('/site/edit', { sites: [harbour], activeSite: active });
    const netmask = await screen.findByRole('textbox', { name: 'Netmask' });
    await user.clear(netmask);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Both prefix and netmask must be provided together')).toBeInTheDocument();
    expect(view.server.callsTo('PATCH', '/api/crm/sites/7/')).toHaveLength(0);
  });

  it('shows a general server error above the form', async () => {
    const user = userEvent.setup();
    const view = renderSites('/site/edit', { sites: [harbour], activeSite: active });
    view.server.reply('PATCH /api/crm/sites/7/', 400, { detail: 'Prefix overlaps with site Dock Side' });
    await screen.findByRole('textbox', { name: /^Name/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'Site form' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Prefix overlaps with site Dock Side');
    expect(view.location().pathname).toBe('/site/edit');
  });

  it('asks for a site when none is active', () => {
    renderSites('/site/edit');
    expect(screen.getByRole('heading', { name: 'No active site' })).toBeInTheDocument();
  });
});
