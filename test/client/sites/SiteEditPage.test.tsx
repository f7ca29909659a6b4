import { act, screen, waitFor, within } from '@testing-library/react';
import { baseApi } from '../../../src/core/api/baseApi';
import { tagsForChange } from '../../../src/core/realtime/liveUpdates';
import { changeReceived } from '../../../src/core/realtime/realtimeSlice';
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

  it('says so when another user saves the site while it is being edited, keeping the input', async () => {
    const user = userEvent.setup();
    const view = renderSites('/site/edit', { sites: [harbour], activeSite: active });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.paste('Harbour View North');

    view.server.sites.set(7, { ...harbour, description: 'Renovated 2026' });
    const change = {
      ...{ entity: 'site' as const, id: 7, action: 'update' as const, customer_id: 1, site_id: 7 },
      ...{ user_id: 2, user_name: 'Kari Nordmann', receivedAt: Date.now() },
    };
    act(() => {
      view.store.dispatch(changeReceived(change));
      view.store.dispatch(baseApi.util.invalidateTags(tagsForChange(change)));
    });
    expect(
      await screen.findByText(
        'Kari Nordmann changed this site while you were editing. Saving will overwrite their changes.',
      ),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Harbour View North');
    const load = screen.getByRole('button', { name: 'Load their version' });
    await waitFor(() => expect(load).toBeEnabled());
    await user.click(load);
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Renovated 2026');
    expect(name).toHaveValue('Harbour View');
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
