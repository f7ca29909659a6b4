import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChangeRecord } from '../../../src/core/entity/changesApi';
import type { PresetMessage } from '../../../src/features/doorbells/doorbellTypes';
import type { FakeHandler } from '../../support/fakeApi';
import { renderDoorbells } from './renderDoorbells';

jest.setTimeout(40_000);

const URL = '/api/crm/doorbells/preset-messages/';
const message = (id: number, text: string, position: number): PresetMessage => ({
  id,
  text,
  position,
  created_at: '2026-03-09T10:00:00Z',
  modified_at: '2026-03-09T10:00:00Z',
});

/** Messages kept in memory, with the reorder call and the change records of edits as the server answers them. */
function presetServer(start: PresetMessage[]) {
  let rows = [...start];
  const changes: ChangeRecord[] = [];
  const api: Record<string, FakeHandler> = {
    'GET /api/crm/changes/': () => [200, { data: [...changes].reverse(), total: changes.length }],
    [`GET ${URL}`]: () => [200, { data: [...rows].sort((a, b) => a.position - b.position), total: rows.length }],
    [`POST ${URL}`]: (request) => {
      const created = message(100 + rows.length, (request.body as { text: string }).text, rows.length);
      rows.push(created);
      return [201, created];
    },
    [`PATCH ${URL}:id/`]: (request) => {
      const before = rows.find((row) => row.id === Number(request.params.id));
      changes.push({
        id: changes.length + 1,
        object_type: 'doorbell_preset_message',
        object_id: Number(request.params.id),
        action: 'update',
        user_id: 2,
        user_email: 'staff@example.com',
        user_name: 'Siri Staff',
        before: { text: before?.text },
        after: request.body as Record<string, unknown>,
        created_at: '2026-03-10T12:00:00Z',
      });
      rows = rows.map((row) => (row.id === Number(request.params.id) ? { ...row, ...(request.body as object) } : row));
      return [200, rows.find((row) => row.id === Number(request.params.id))];
    },
    [`DELETE ${URL}:id/`]: (request) => {
      rows = rows.filter((row) => row.id !== Number(request.params.id));
      return [204];
    },
    [`POST ${URL}reorder/`]: (request) => {
      const ids = (request.body as { ids: number[] }).ids;
      rows = rows.map((row) => ({ ...row, position: ids.indexOf(row.id) }));
      return [204];
    },
  };
  return api;
}

const shownTexts = () =>
  within(screen.getByRole('list', { name: 'Preset messages' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('preset messages page', () => {
  const start = [message(1, 'Back in 5 minutes', 0), message(2, 'Use the side entrance', 1), message(3, 'Closed', 2)];

  it('moves a message down with its button and sends the whole order in one call', async () => {
    const user = userEvent.setup();
    const view = renderDoorbells('/doorbell/preset-messages', presetServer(start));
    await waitFor(() => expect(shownTexts()).toEqual(['Back in 5 minutes', 'Use the side entrance', 'Closed']));
    expect(screen.getByRole('button', { name: 'Move up: Back in 5 minutes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Closed' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move down: Back in 5 minutes' }));
    await waitFor(() => expect(view.server.requests(`POST ${URL}reorder/`)).toHaveLength(1));
    expect(view.server.requests(`POST ${URL}reorder/`)[0].body).toEqual({ ids: [2, 1, 3] });
    expect(view.server.requests(`PATCH ${URL}1/`)).toHaveLength(0);
    expect(await screen.findByText('Moved "Back in 5 minutes" to position 2')).toBeInTheDocument();
    expect(shownTexts()).toEqual(['Use the side entrance', 'Back in 5 minutes', 'Closed']);
  });

  it('reorders by dragging a message onto another', async () => {
    const view = renderDoorbells('/doorbell/preset-messages', presetServer(start));
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    const items = within(screen.getByRole('list', { name: 'Preset messages' })).getAllByRole('listitem');
    fireEvent.dragStart(items[2], { dataTransfer: { effectAllowed: '' } });
    fireEvent.dragOver(items[0]);
    fireEvent.drop(items[0]);
    await waitFor(() => expect(view.server.requests(`POST ${URL}reorder/`)).toHaveLength(1));
    expect(view.server.requests(`POST ${URL}reorder/`)[0].body).toEqual({ ids: [3, 1, 2] });
    await waitFor(() => expect(shownTexts()).toEqual(['Closed', 'Back in 5 minutes', 'Use the side entrance']));
  });

  it('shows the stored order again when the server refuses a reorder', async () => {
    const user = userEvent.setup();
    const api = presetServer(start);
    api[`POST ${URL}reorder/`] = () => [
      400,
      {
        detail: [
          { loc: ['body', 'ids'], msg: 'The order must list each preset message of this customer exactly once' },
        ],
      },
    ];
    renderDoorbells('/doorbell/preset-messages', api);
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Move up: Closed' }));
    await waitFor(() => expect(shownTexts()).toEqual(['Back in 5 minutes', 'Use the side entrance', 'Closed']));
  });

  it('adds a message in the dialog, refusing an empty text first', async () => {
    const user = userEvent.setup();
    const view = renderDoorbells('/doorbell/preset-messages', presetServer(start));
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Add message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add preset message' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Text is required')).toBeInTheDocument();
    expect(view.server.requests(`POST ${URL}`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Text/ }), 'Parcel at reception');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.server.requests(`POST ${URL}`)[0].body).toEqual({ text: 'Parcel at reception' });
    await waitFor(() => expect(shownTexts()).toContain('Parcel at reception'));
  });

  it('edits a message and shows the server’s field error', async () => {
    const user = userEvent.setup();
    const api = presetServer(start);
    api[`PATCH ${URL}:id/`] = () => [400, { detail: [{ loc: ['body', 'text'], msg: 'Too rude' }] }];
    renderDoorbells('/doorbell/preset-messages', api);
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Edit: Closed' }));
    const text = within(screen.getByRole('dialog')).getByRole('textbox', { name: /Text/ });
    expect(text).toHaveValue('Closed');
    await user.clear(text);
    await user.type(text, 'Go away');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too rude')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the messages’ history under the list, refreshed by an edit, and offers their CSV export', async () => {
    const user = userEvent.setup();
    const view = renderDoorbells('/doorbell/preset-messages', presetServer(start));
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('No changes recorded yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Edit: Closed' }));
    const text = within(await screen.findByRole('dialog')).getByRole('textbox', { name: /Text/ });
    await user.clear(text);
    await user.type(text, 'Open at 9');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));

    expect(await within(history).findByText(/Siri Staff changed/)).toBeInTheDocument();
    expect(within(history).getByText('Closed')).toBeInTheDocument();
    expect(within(history).getByText(/Open at 9/)).toBeInTheDocument();
    const asked = view.server.requests('GET /api/crm/changes/').at(-1)!;
    expect(asked.query.get('object_type')).toBe('doorbell_preset_message');
    expect(asked.query.has('object_id')).toBe(false);
  });

  it('deletes a message after confirmation', async () => {
    const user = userEvent.setup();
    const view = renderDoorbells('/doorbell/preset-messages', presetServer(start));
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Delete: Closed' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.server.requests(`DELETE ${URL}3/`)).toHaveLength(1));
    await waitFor(() => expect(shownTexts()).toEqual(['Back in 5 minutes', 'Use the side entrance']));
  });
});
