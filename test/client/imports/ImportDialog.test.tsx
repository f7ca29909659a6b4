import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRoom } from '../property/propertyFixtures';
import { renderProperty } from '../property/renderProperty';

// The DataGrid and a lazily loaded dialog are heavy in jsdom.
jest.setTimeout(120_000);

const columns = [
  { name: 'id', required: false, reference: false },
  { name: 'address', required: false, reference: true },
  { name: 'floor', required: true, reference: true },
  { name: 'name', required: true, reference: false },
  { name: 'kind', required: true, reference: false },
];
const uploaded = (header: string[], mapping: Record<string, string>) => ({
  id: 5,
  entity: 'rooms',
  header,
  rows: 3,
  columns,
  mapping,
});
const BASE = '/api/crm/imports/rooms/';

async function openImporter() {
  const user = userEvent.setup();
  const view = renderProperty('/rooms', { rooms: [makeRoom({ id: 21, name: 'H0101' })] });
  await screen.findByRole('grid', { name: 'Rooms' });
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import rooms' });
  return { user, view, dialog };
}

async function paste(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, text: string) {
  await user.click(within(dialog).getByLabelText('Or paste the CSV here'));
  await user.paste(text);
}

describe('the CSV importer', () => {
  it('asks where columns go when the headers are not the fields, and checks with the chosen mapping', async () => {
    const { user, view, dialog } = await openImporter();
    view.server.reply(
      'POST ' + BASE,
      201,
      uploaded(['Etasje', 'Romnavn', 'kind'], { Etasje: '', Romnavn: '', kind: 'kind' }),
    );
    view.server.reply('POST ' + BASE + '5/check/', 200, {
      id: 5,
      mapping: {},
      counts: { created: 1, updated: 0, unchanged: 0, error: 0 },
      rows: [{ line: 2, status: 'created', errors: [] }],
    });

    await paste(user, dialog, 'Etasje;Romnavn;kind\n3;H0301;office');
    await user.click(within(dialog).getByRole('button', { name: 'Upload pasted text' }));
    const sent = view.server.callsTo('POST', BASE)[0];
    expect(sent.body).toBe('Etasje;Romnavn;kind\n3;H0301;office');
    expect(sent.headers.get('Content-Type')).toMatch(/^text\/csv/);

    expect(await within(dialog).findByText(/Choose the field each column fills/)).toBeInTheDocument();
    expect(within(dialog).getByText('No column fills floor, name: new rows need it.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Etasje' }));
    await user.click(screen.getByRole('option', { name: 'floor (required)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Romnavn' }));
    await user.click(screen.getByRole('option', { name: 'name (required)' }));
    expect(within(dialog).queryByText(/No column fills/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Check rows' }));

    expect(await within(dialog).findByText(/1 to create, 0 to update/)).toBeInTheDocument();
    expect(view.server.callsTo('POST', BASE + '5/check/')[0].body).toEqual({
      mapping: { Etasje: 'floor', Romnavn: 'name', kind: 'kind' },
    });
  });

  it('shows the dry run per line, commits the rows that passed, follows the job and refreshes the list', async () => {
    const { user, view, dialog } = await openImporter();
    view.server.reply(
      'POST ' + BASE,
      201,
      uploaded(['floor', 'name', 'kind'], { floor: 'floor', name: 'name', kind: 'kind' }),
    );
    view.server.reply('POST ' + BASE + '5/check/', 200, {
      id: 5,
      mapping: {},
      counts: { created: 1, updated: 0, unchanged: 1, error: 1 },
      rows: [
        { line: 2, status: 'created', errors: [] },
        { line: 3, status: 'unchanged', errors: [] },
        { line: 4, status: 'error', errors: [{ column: 'kind', message: 'Choose one of: apartment, office' }] },
      ],
    });
    view.server.reply('POST ' + BASE + '5/commit/', 202, { id: 5, job_id: 'j1' });
    let polls = 0;
    view.server.on('GET ' + BASE + '5/', () => {
      polls += 1;
      return polls === 1
        ? [200, { id: 5, state: 'committing', rows: 3, progress: { done: 1, total: 3 }, error: null, counts: {} }]
        : [
            200,
            {
              id: 5,
              state: 'committed',
              rows: 3,
              progress: null,
              error: null,
              counts: { created: 1, unchanged: 1, error: 1 },
            },
          ];
    });

    await paste(user, dialog, 'floor,name,kind');
    await user.click(within(dialog).getByRole('button', { name: 'Upload pasted text' }));
    // Headers that are the fields go straight to the dry run.
    expect(await within(dialog).findByText(/1 to create, 0 to update, 1 unchanged, 1 with errors/)).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Dry run' });
    // Only the rows with errors at first; the switch shows every row.
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    const bad = within(table).getAllByRole('row')[1];
    for (const text of ['4', 'Error', 'kind', 'Choose one of: apartment, office'])
      expect(within(bad).getByText(text)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Only rows with errors' }));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(dialog).getByRole('button', { name: 'Import only if every row passes' })).toBeDisabled();

    const listCalls = view.server.callsTo('GET', '/api/crm/rooms/').length;
    await user.click(within(dialog).getByRole('button', { name: 'Import the 2 rows that passed' }));
    expect(view.server.callsTo('POST', BASE + '5/commit/')[0].body).toEqual({ mode: 'valid' });
    expect(await within(dialog).findByText('Importing: row 1 of 3')).toBeInTheDocument();
    expect(await within(dialog).findByText('Import finished: 1 created, 1 unchanged, 1 error.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download result CSV' })).toBeInTheDocument();
    await waitFor(() => expect(view.server.callsTo('GET', '/api/crm/rooms/').length).toBeGreaterThan(listCalls));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s error as it comes and stays on the file step', async () => {
    const { user, view, dialog } = await openImporter();
    view.server.reply('POST ' + BASE, 413, { detail: 'The file has more than 50,000 rows.' });
    await paste(user, dialog, 'name');
    await user.click(within(dialog).getByRole('button', { name: 'Upload pasted text' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file has more than 50,000 rows.');
    expect(within(dialog).getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
  });
});
