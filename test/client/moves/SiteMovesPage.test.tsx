import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routePatterns } from '../../../src/core/paths';
import SiteMovesPage from '../../../src/features/moves/pages/SiteMovesPage';
import type { UpcomingMove } from '../../../src/features/moves/movesTypes';
import { installFakeApi } from '../../support/fakeApi';
import { renderScreens } from '../../support/renderScreens';

jest.setTimeout(30_000);

const move = (overrides: Partial<UpcomingMove>): UpcomingMove => ({
  occupancy_id: 1,
  kind: 'move_in',
  date: '2026-12-01',
  due_at: '2026-11-30T23:00:00.000Z',
  room_id: 3,
  room_name: 'H0101',
  tenant_id: 4,
  tenant_name: 'Kari Nordmann',
  ports: ['gw-1 ether2'],
  vlan_before: 3999,
  vlan_after: 121,
  keys: 1,
  speed_limit: '100 Mbit/s down / 20 Mbit/s up',
  external_ips: [],
  status: 'upcoming',
  ...overrides,
});

function renderMoves(moves: UpcomingMove[]) {
  const api = installFakeApi({
    'GET /api/crm/sites/:id/moves/': () => [200, { data: moves, today: '2026-12-01' }],
    'GET /api/crm/sites/:id/move-settings/': () => [200, { vacant_vlan_id: 3999, move_apply: 'plan' }],
    'PATCH /api/crm/sites/:id/move-settings/': (request) => {
      const body = request.body as { vacant_vlan_id: number | null };
      if (body.vacant_vlan_id === 121)
        return [
          400,
          { detail: [{ loc: ['body', 'vacant_vlan_id'], msg: 'VLAN 121 is the VLAN of network "Kari LAN"' }] },
        ];
      return [200, body];
    },
  });
  const view = renderScreens([{ path: routePatterns.siteMoves, Component: SiteMovesPage }], '/site/7/moves');
  return { ...view, api };
}

describe('SiteMovesPage', () => {
  it('lists each move with what it changes, and makes overdue and failed ones stand out', async () => {
    renderMoves([
      move({}),
      move({
        occupancy_id: 2,
        kind: 'move_out',
        tenant_name: 'Ola',
        vlan_before: 122,
        vlan_after: 3999,
        external_ips: ['203.0.113.9'],
        status: 'failed',
      }),
      move({ occupancy_id: 3, status: 'waiting_for_approval' }),
    ]);
    const moveIn = await screen.findByTestId('move-1-move_in');
    expect(moveIn).toHaveTextContent('Ports gw-1 ether2: VLAN 3999 → VLAN 121');
    expect(moveIn).toHaveTextContent('1 Wi-Fi key put on the air');
    expect(moveIn).toHaveTextContent('Speed limit 100 Mbit/s down / 20 Mbit/s up');
    const moveOut = screen.getByTestId('move-2-move_out');
    expect(moveOut).toHaveTextContent('External IP 203.0.113.9 withdrawn');
    expect(within(moveOut).getByText('Failed')).toBeInTheDocument();
    expect(screen.getByTestId('move-3-move_in')).toHaveTextContent('Waiting for approval');
    expect(screen.getByRole('alert')).toHaveTextContent('1 move overdue or failed');
  });

  it('saves the automatic apply setting and shows the server’s refusal of a vacant VLAN', async () => {
    const user = userEvent.setup();
    const { api } = renderMoves([]);
    expect(await screen.findByText('No move-ins or move-outs in the next 30 days.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Automatic apply' }));
    await user.click(await screen.findByRole('option', { name: 'Apply automatically' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.requests('PATCH /api/crm/sites/7/move-settings/').at(-1)?.body).toEqual({
      move_apply: 'apply',
      vacant_vlan_id: 3999,
    });
    const vacant = screen.getByRole('textbox', { name: 'Vacant VLAN' });
    await user.clear(vacant);
    await user.type(vacant, '5000');
    expect(screen.getByText('VLAN IDs are 1 to 4000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(vacant);
    await user.type(vacant, '121');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('VLAN 121 is the VLAN of network "Kari LAN"')).toBeInTheDocument();
  });
});
