import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSite } from './siteFixtures';
import { renderSites } from './renderSites';

jest.setTimeout(40_000);

const card = (name: string) => screen.getByRole('region', { name });
const harbour = makeSite({ id: 7, name: 'Harbour View', description: 'Waterfront block' });

describe('SiteDetailPage', () => {
  it('shows a loading skeleton, then every field in read-only cards and the site counts', async () => {
    renderSites('/site/7', { sites: [harbour] });
    expect(screen.getByLabelText('Loading site')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour View' })).toBeInTheDocument();
    expect(within(card('Location')).getByText('Europe/Amsterdam')).toBeInTheDocument();
    expect(within(card('Location')).getByText('52.370216, 4.895168')).toBeInTheDocument();
    expect(within(card('Network')).getByText('10.20.0.0/16')).toBeInTheDocument();
    expect(within(card('Network')).getByText('100 – 999')).toBeInTheDocument();
    expect(within(card('Portal')).getByText('#1e88e5')).toBeInTheDocument();
    expect(within(card('Integrations')).getByText('Harbour')).toBeInTheDocument();
    expect(within(card('Location')).getByText('Not set')).toBeInTheDocument(); // shipping address

    expect(await screen.findByRole('link', { name: 'Rooms 96' })).toHaveAttribute('href', '/rooms');
    expect(screen.getByRole('link', { name: 'Addresses 4' })).toHaveAttribute('href', '/addresses');
    expect(screen.getByRole('link', { name: 'Moves' })).toHaveAttribute('href', '/site/7/moves');
  });

  it('keeps the portal secret hidden until revealed', async () => {
    const user = userEvent.setup();
    renderSites('/site/7', { sites: [harbour] });
    const portal = await screen.findByRole('region', { name: 'Portal' });
    expect(within(portal).queryByText('s3cret')).not.toBeInTheDocument();
    await user.click(within(portal).getByRole('button', { name: 'Show portal secret' }));
    expect(within(portal).getByText('s3cret')).toBeInTheDocument();
  });

  it('disables Delete with the "Cannot Delete" tooltip when the site cannot be deleted', async () => {
    const user = userEvent.setup();
    renderSites('/site/7', { sites: [{ ...harbour, can_delete: false }] });
    const button = await screen.findByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Cannot Delete');
  });

  it('deletes after confirmation and returns to the list', async () => {
    const user = userEvent.setup();
    const view = renderSites('/site/7', { sites: [harbour] });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete site?' });
    expect(dialog).toHaveTextContent('Harbour View');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.location().pathname).toBe('/sites'));
    expect(view.server.sites.has(7)).toBe(false);
    expect(await screen.findByText('Site deleted')).toBeInTheDocument();
  });

  it('clears the active site when that site is deleted', async () => {
    const user = userEvent.setup();
    const view = renderSites('/site', {
      sites: [harbour],
      activeSite: { id: 7, name: 'Harbour View', description: '' },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.location().pathname).toBe('/sites'));
    expect(view.store.getState().tenancy.activeSite).toBeNull();
  });

  it('edits a site that is not the active one through /site/edit?id=', async () => {
    const user = userEvent.setup();
    const view = renderSites('/site/7', { sites: [harbour], activeSite: { id: 1, name: 'Other', description: '' } });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(view.location().pathname + view.location().search).toBe('/site/edit?id=7');
  });

  it('shows a not-found state for an unknown site', async () => {
    renderSites('/site/404', { sites: [harbour] });
    expect(await screen.findByRole('heading', { name: 'Site not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sites' })).toHaveAttribute('href', '/sites');
  });
});

describe('ActiveSitePage', () => {
  it('shows the active site and edits it through /site/edit', async () => {
    const user = userEvent.setup();
    const view = renderSites('/site', {
      sites: [harbour],
      activeSite: { id: 7, name: 'Harbour View', description: '' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour View' })).toBeInTheDocument();
    expect(screen.getByText('Active site')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make active site' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All sites' })).toHaveAttribute('href', '/sites');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(view.location().pathname + view.location().search).toBe('/site/edit');
  });

  it('points to the site list when no site is active', async () => {
    renderSites('/site');
    expect(screen.getByRole('heading', { name: 'No active site' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View sites' })).toHaveAttribute('href', '/sites');
  });
});
