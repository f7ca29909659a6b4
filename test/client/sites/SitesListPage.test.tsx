import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSites } from './siteFixtures';
import { renderSites } from './renderSites';

type View = ReturnType<typeof renderSites>;
const lastListQuery = ({ server }: View) => Object.fromEntries(server.callsTo('GET', '/api/crm/sites/').at(-1)!.query);
const grid = () => screen.getByRole('grid', { name: 'Sites' });
const row = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;

// The DataGrid is heavy in jsdom; with other suites running in parallel a test can take several seconds.
jest.setTimeout(40_000);

describe('SitesListPage', () => {
  it('asks the server for page, size, ordering and search taken from the URL', async () => {
    const view = renderSites('/sites?page=2&pageSize=10&sort=-name&search=site', { sites: makeSites(30) });
    await screen.findByText('Site 20');
    expect(lastListQuery(view)).toEqual({ page: '2', page_size: '10', ordering: '-name', search: 'site' });
    expect(within(grid()).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByLabelText('Search sites')).toHaveValue('site');
    expect(screen.getByText('11–20 of 30')).toBeInTheDocument();
  });

  it('starts on page 1 with 25 rows and a clean URL', async () => {
    const view = renderSites('/sites', { sites: makeSites(30) });
    await screen.findByText('Site 01');
    expect(lastListQuery(view)).toEqual({ page: '1', page_size: '25' });
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
  });

  it('writes sorting to the URL and refetches in that order', async () => {
    const user = userEvent.setup();
    const view = renderSites('/sites', { sites: makeSites(30) });
    await screen.findByText('Site 01');

    await user.click(within(grid()).getByText('Name'));
    await waitFor(() => expect(view.search().get('sort')).toBe('name'));
    await waitFor(() => expect(lastListQuery(view).ordering).toBe('name'));

    await user.click(within(grid()).getByText('Name'));
    await waitFor(() => expect(view.search().get('sort')).toBe('-name'));
    expect(await screen.findByText('Site 30')).toBeInTheDocument();
    expect(lastListQuery(view).ordering).toBe('-name');
  });

  it('writes paging to the URL and back to page 1 when the page size changes', async () => {
    const user = userEvent.setup();
    const view = renderSites('/sites?sort=name', { sites: makeSites(30) });
    await screen.findByText('Site 01');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Site 26');
    expect(view.search().get('page')).toBe('2');
    expect(view.search().get('sort')).toBe('name');
    expect(lastListQuery(view)).toMatchObject({ page: '2', page_size: '25' });

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(view.search().get('pageSize')).toBe('10'));
    expect(view.search().get('page')).toBeNull();
    await waitFor(() => expect(lastListQuery(view)).toMatchObject({ page: '1', page_size: '10' }));
  });

  it('searches on the server after typing pauses, from page 1', async () => {
    const user = userEvent.setup();
    const view = renderSites('/sites?page=2', { sites: makeSites(30) });
    await screen.findByText('Site 26');
    await user.type(screen.getByLabelText('Search sites'), 'Site 0');
    await waitFor(() => expect(view.search().get('search')).toBe('Site 0'), { timeout: 2000 });
    expect(view.search().get('page')).toBeNull();
    await waitFor(() => expect(lastListQuery(view)).toMatchObject({ page: '1', search: 'Site 0' }));
    expect(await screen.findByText('1–9 of 9')).toBeInTheDocument();
  });

  it('opens a site when its row is clicked', async () => {
    const user = userEvent.setup();
    const view = renderSites('/sites', { sites: makeSites(3) });
    await user.click(await screen.findByText('Site 02'));
    await waitFor(() => expect(view.location().pathname).toBe('/site/2'));
  });

  it('edits a row through /site/edit?id=', async () => {
    const user = userEvent.setup();
    const view = renderSites('/sites', { sites: makeSites(3) });
    await screen.findByText('Site 02');
    await user.click(screen.getByRole('button', { name: 'Edit Site 02' }));
    await waitFor(() => expect(view.location().pathname + view.location().search).toBe('/site/edit?id=2'));
  });

  it('disables delete with "Cannot Delete" and deletes a deletable site after confirmation', async () => {
    const user = userEvent.setup();
    const view = renderSites('/sites', { sites: makeSites(3) });
    await screen.findByText('Site 02');

    const blocked = within(row('Site 02')).getByRole('button', { name: 'Delete Site 02' });
    expect(blocked).toBeDisabled();
    await user.hover(blocked.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Cannot Delete');

    await user.click(within(row('Site 03')).getByRole('button', { name: 'Delete Site 03' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete site?' });
    expect(view.location().pathname).toBe('/sites');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Site deleted')).toBeInTheDocument();
    expect(view.server.callsTo('DELETE', '/api/crm/sites/3/')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Site 03')).not.toBeInTheDocument());
  });

  it('shows the server reason when a delete is refused', async () => {
    const user = userEvent.setup();
    const view = renderSites('/sites', { sites: makeSites(1) });
    view.server.reply('DELETE /api/crm/sites/1/', 409, { detail: 'This site still has addresses.' });
    await user.click(await screen.findByRole('button', { name: 'Delete Site 01' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This site still has addresses.')).toBeInTheDocument();
    expect(screen.getByText('Delete failed')).toBeInTheDocument();
  });

  it('goes to the create page from the header', async () => {
    const user = userEvent.setup();
    const view = renderSites('/sites', { sites: makeSites(1) });
    await user.click(screen.getByRole('button', { name: 'Create site' }));
    expect(view.location().pathname).toBe('/site/create');
    await act(async () => {});
  });
});
