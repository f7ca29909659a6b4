import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as browser from '../../../src/core/browser';
import { LIST_RETURN } from '../../../src/components/entity/useRememberedListUrl';
import { makeAddress, renderAddresses } from './renderAddresses';

jest.setTimeout(40_000);

const addresses = [makeAddress(1), makeAddress(2), makeAddress(3)];
const lastListQuery = (view: ReturnType<typeof renderAddresses>) =>
  Object.fromEntries(view.api.requests('GET /api/crm/addresses/').at(-1)!.query);

describe('EntityListPage (addresses)', () => {
  it('reads a filter under its alias, shows it as a named chip and sends the server its own name', async () => {
    const view = renderAddresses('/addresses?siteId=3', addresses);
    await screen.findByText('Street 01 1');
    expect(lastListQuery(view)).toEqual({ page: '1', page_size: '25', site_id: '3' });
    expect(await screen.findByText('Site: Moholt')).toBeInTheDocument();
  });

  it('removes a filter with its chip and clears search and filters with Clear filters', async () => {
    const user = userEvent.setup();
    const view = renderAddresses('/addresses?site_id=3&search=street', addresses);
    const chip = (await screen.findByText('Site: Moholt')).closest('.MuiChip-root') as HTMLElement;
    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(view.search().get('site_id')).toBeNull());
    expect(view.search().get('search')).toBe('street');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and offers Retry when the list fails', async () => {
    const user = userEvent.setup();
    const view = renderAddresses('/addresses?search=nothing', addresses);
    expect(await screen.findByText('No addresses match these filters')).toBeInTheDocument();

    view.api.reply('GET /api/crm/addresses/', 400, { detail: 'Bad filter' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('The addresses could not be loaded.')).toBeInTheDocument();

    view.api.reply('GET /api/crm/addresses/', 200, { data: [makeAddress(9)], total: 1 });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Street 09 9')).toBeInTheDocument();
  });

  it('shows only the error state when the list fails, not an empty grid beside it', async () => {
    const view = renderAddresses('/addresses', addresses);
    view.api.reply('GET /api/crm/addresses/', 400, { detail: 'Bad filter' });
    await act(() => view.history.push('/addresses?search=x'));
    expect(await screen.findByText('The addresses could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No addresses match these filters')).not.toBeInTheDocument();
    expect(screen.queryByText(/0–0 of 0/)).not.toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Addresses' })).not.toBeInTheDocument();
  });

  it('keeps the list state when the user opens a row and comes back by a way back to the list', async () => {
    const user = userEvent.setup();
    const view = renderAddresses('/addresses?search=street&sort=-name', addresses);
    await user.click(await screen.findByText('Street 02 2'));
    await waitFor(() => expect(view.location().pathname).toBe('/address/2'));

    const listCalls = view.api.requests('GET /api/crm/addresses/').length;
    await act(() => view.history.push('/addresses', LIST_RETURN));
    await waitFor(() => expect(view.location().search).toBe('?search=street&sort=-name'));
    await screen.findByText('Street 02 2');
    // The bare URL is never loaded: the rows come from the remembered search and sort (cached).
    const calls = view.api.requests('GET /api/crm/addresses/').slice(listCalls);
    expect(calls.filter((call) => call.query.get('search') !== 'street')).toEqual([]);
    expect(within(screen.getByRole('grid', { name: 'Addresses' })).getByText('Street 03 3')).toBeInTheDocument();
  });

  it("shows the plain list at the list's bare URL (typed, or the sidebar), not the remembered filters", async () => {
    const user = userEvent.setup();
    const view = renderAddresses('/addresses?search=street&sort=-name', addresses);
    await user.click(await screen.findByText('Street 02 2'));
    await waitFor(() => expect(view.location().pathname).toBe('/address/2'));

    await act(() => view.history.push('/addresses'));
    await waitFor(() => expect(lastListQuery(view)).toEqual({ page: '1', page_size: '25' }));
    expect(view.location().search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('exports every matching row as CSV with the current filters and sort, not the page', async () => {
    const user = userEvent.setup();
    const download = jest.spyOn(browser, 'downloadUrl').mockImplementation(() => {});
    URL.createObjectURL = jest.fn(() => 'blob:addresses');
    const view = renderAddresses('/addresses?site_id=3&sort=city&page=2&search=street', addresses);
    view.api.on(
      'GET /api/crm/addresses/export/',
      () =>
        new Response('id,name\n1,Street 01 1\n2,Street 02 2\n3,Street 03 3\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv', 'X-Total-Count': '3' },
        }),
    );
    await screen.findByText('Site: Moholt');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(
      await screen.findByText('3 rows exported to addresses-' + new Date().toISOString().slice(0, 8), { exact: false }),
    ).toBeInTheDocument();
    const exported = view.api.requests('GET /api/crm/addresses/export/')[0];
    expect(Object.fromEntries(exported.query)).toEqual({ site_id: '3', ordering: 'city', search: 'street' });
    expect(download).toHaveBeenCalledWith(
      expect.stringMatching(/^addresses-\d{4}-\d{2}-\d{2}\.csv$/),
      'blob:addresses',
    );
  });
});
