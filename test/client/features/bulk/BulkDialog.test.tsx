import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRoom } from '../../property/propertyFixtures';
import { renderProperty } from '../../property/renderProperty';

// The DataGrid and the lazily loaded dialog are heavy in jsdom.
jest.setTimeout(120_000);

const rooms = [
  makeRoom({ id: 21, name: 'H0101', kind: 'office' }),
  makeRoom({ id: 22, name: 'H0102', kind: 'office' }),
  makeRoom({ id: 23, name: 'H0103', kind: 'office' }),
];
const PREVIEW = 'POST /api/crm/bulk/rooms/preview/';
const START = 'POST /api/crm/bulk/rooms/';
const noSkips = { unchanged: 0, skipped: 0, errors: [], router_entries: 0 };
const jobState = (status: string, rest: object = {}) => ({
  id: 9,
  entity: 'rooms',
  action: 'edit',
  status,
  total: 2,
  progress: { done: 2, total: 2 },
  counts: null,
  skipped: [],
  error: null,
  ...rest,
});

async function openList() {
  const user = userEvent.setup();
  const view = renderProperty('/rooms', { rooms });
  const grid = await screen.findByRole('grid', { name: 'Rooms' });
  await within(grid).findByText('H0101');
  const tick = async (name: string) =>
    user.click(within(within(grid).getByText(name).closest('[role="row"]') as HTMLElement).getByRole('checkbox'));
  return { user, view, tick };
}

describe('bulk edit of a list', () => {
  it('edits the ticked rows: preview before → after, the job, then a toast whose Undo asks the server to undo it', async () => {
    const { user, view, tick } = await openList();
    await tick('H0101');
    await tick('H0102');
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 2 rooms' });
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeDisabled(); // nothing chosen yet

    await user.click(within(dialog).getByLabelText('Set kind'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'Storage' }));
    view.server.reply(PREVIEW, 200, {
      total: 2,
      changing: 2,
      ...noSkips,
      sample: [
        { id: 21, label: 'H0101', before: { kind: 'office' }, after: { kind: 'storage' } },
        { id: 22, label: 'H0102', before: { kind: 'office' }, after: { kind: 'storage' } },
      ],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('2 of 2 rooms will change.')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/office → storage/)).toHaveLength(2);
    expect(view.server.callsTo('POST', '/api/crm/bulk/rooms/preview/')[0].body).toEqual({
      action: 'edit',
      ids: [21, 22],
      set: { kind: 'storage' },
    });

    view.server.reply(START, 202, jobState('queued'));
    view.server.reply(
      'GET /api/crm/bulk/9/',
      200,
      jobState('applied', { counts: { changed: 2, unchanged: 0, skipped: 0 } }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply to 2 rooms' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit 2 rooms' })).not.toBeInTheDocument());
    expect(await screen.findByText('2 rooms changed')).toBeInTheDocument();

    view.server.reply('POST /api/crm/bulk/9/undo/', 200, jobState('undone'));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(view.server.callsTo('POST', '/api/crm/bulk/9/undo/')).toHaveLength(1));
  });

  it('deletes every matching row: the preview names the rows it skips and why, and a failed job says so and keeps the dialog', async () => {
    const { user, view, tick } = await openList();
    await tick('H0101');
    await user.click(screen.getByRole('button', { name: 'Select all 3 matching' }));
    expect(screen.getByText('All 3 matching rooms selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 rooms' });

    view.server.reply(PREVIEW, 200, {
      total: 3,
      changing: 2,
      ...noSkips,
      skipped: 1,
      errors: [{ id: 23, message: 'Cannot delete: it still has 2 outlets' }],
      sample: [],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('2 of 3 rooms will be deleted, 1 will be skipped.')).toBeInTheDocument();
    expect(within(dialog).getByText(/#23: Cannot delete: it still has 2 outlets/)).toBeInTheDocument();
    const sent = view.server.callsTo('POST', '/api/crm/bulk/rooms/preview/')[0].body as Record<string, unknown>;
    expect(sent).toMatchObject({ action: 'delete', filter: expect.any(Object) });
    expect(sent).not.toHaveProperty('ids');

    view.server.reply(START, 202, jobState('queued', { action: 'delete' }));
    view.server.reply(
      'GET /api/crm/bulk/9/',
      200,
      jobState('failed', { error: 'The bulk edit failed; nothing was changed.' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 rooms' }));
    expect(await within(dialog).findByText('The bulk edit failed; nothing was changed.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});

describe("a bulk edit in a room's History", () => {
  it('is undone from there, and a refusal says why', async () => {
    const user = userEvent.setup();
    const change = (id: number, bulkEditId: number | null) => ({
      id,
      object_type: 'room',
      object_id: 21,
      action: 'update',
      user_id: 2,
      user_email: 'siri@example.com',
      user_name: 'Siri Staff',
      created_at: '2026-11-20T12:00:00Z',
      before: { kind: 'office' },
      after: { kind: 'storage' },
      bulk_edit_id: bulkEditId,
    });
    const view = renderProperty('/room/21', { rooms: [rooms[0]], changes: [change(1, null), change(2, 7)] });
    const history = await screen.findByRole('region', { name: 'History' });
    await within(history).findByText(/in a bulk edit/);
    const undo = within(history).getAllByRole('button', { name: 'Undo the bulk edit' });
    expect(undo).toHaveLength(1); // the change made by hand offers none

    view.server.reply('POST /api/crm/bulk/7/undo/', 409, { detail: 'Room 21 was changed again since the bulk edit.' });
    await user.click(undo[0]);
    expect(await screen.findByText('Room 21 was changed again since the bulk edit.')).toBeInTheDocument();
    view.server.reply('POST /api/crm/bulk/7/undo/', 200, { id: 7, status: 'undone', restored: 1 });
    await user.click(undo[0]);
    expect(await screen.findByText('Bulk edit undone')).toBeInTheDocument();
    expect(view.server.callsTo('POST', '/api/crm/bulk/7/undo/')).toHaveLength(2);
  });
});
