import { act, screen, within } from '@testing-library/react';
import { baseApi } from '../../../src/core/api/baseApi';
import { tagsForChange } from '../../../src/core/realtime/liveUpdates';
import SiteMovesSummary from '../../../src/features/dashboard/components/SiteMovesSummary';
import type { UpcomingMove } from '../../../src/features/moves/movesTypes';
import { installFakeApi } from '../../support/fakeApi';
import { renderScreens } from '../../support/renderScreens';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const move = (overrides: Partial<UpcomingMove>): UpcomingMove => ({
  occupancy_id: 1,
  kind: 'move_in',
  date: '2026-12-01',
  due_at: hoursAgo(2),
  room_id: 3,
  room_name: 'H0101',
  tenant_id: 4,
  tenant_name: 'Kari Nordmann',
  ports: [],
  vlan_before: 3999,
  vlan_after: 121,
  keys: 1,
  speed_limit: null,
  external_ips: [],
  status: 'applied',
  ...overrides,
});

function renderSummary(moves: UpcomingMove[] | (() => UpcomingMove[])) {
  const read = typeof moves === 'function' ? moves : () => moves;
  installFakeApi({ 'GET /api/crm/sites/:id/moves/': () => [200, { data: read(), today: '2026-12-01' }] });
  const Page = () => (
    <section aria-label="Moves">
      <SiteMovesSummary siteId={7} />
    </section>
  );
  const { store } = renderScreens([{ path: '/dashboard', Component: Page }], '/dashboard');
  return { region: screen.getByRole('region', { name: 'Moves' }), store };
}

describe('Dashboard moves', () => {
  it("counts the site's today's move-ins and move-outs and the overdue or failed ones, linking to the site's moves", async () => {
    const { region } = renderSummary([
      move({}),
      move({ occupancy_id: 2, kind: 'move_out', status: 'failed' }),
      move({ occupancy_id: 3, date: '2026-11-30', due_at: hoursAgo(30), status: 'overdue' }),
      move({ occupancy_id: 4, date: '2026-12-02', due_at: hoursAgo(-20), status: 'upcoming' }),
    ]);
    const today = await within(region).findByRole('link', { name: 'Today: 1 move-in, 1 move-out' });
    expect(today).toHaveAttribute('href', '/site/7/moves');
    expect(within(region).getByRole('alert')).toHaveTextContent('2 moves overdue or failed');
    expect(within(region).getByRole('link', { name: '2 moves overdue or failed' })).toHaveAttribute(
      'href',
      '/site/7/moves',
    );
  });

  it('says nothing is overdue when every move went through', async () => {
    const { region } = renderSummary([move({ date: '2026-11-29', due_at: hoursAgo(50) })]);
    expect(await within(region).findByRole('link', { name: 'Today: 0 move-ins, 0 move-outs' })).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refreshes when an occupancy period changes (a move-out saved, here or by another user)', async () => {
    let moves = [move({})];
    const { region, store } = renderSummary(() => moves);
    await within(region).findByRole('link', { name: 'Today: 1 move-in, 0 move-outs' });
    moves = [move({}), move({ occupancy_id: 2, kind: 'move_out' })];
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(tagsForChange({ entity: 'room_occupancy', id: 2, action: 'update' })));
    });
    expect(await within(region).findByRole('link', { name: 'Today: 1 move-in, 1 move-out' })).toBeInTheDocument();
  });
});
