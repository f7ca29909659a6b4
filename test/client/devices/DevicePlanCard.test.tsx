import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DevicePlan } from '../../../src/features/devices/deviceStateTypes';
import { makeDevice } from './deviceFixtures';
import { renderDevices } from './renderDevices';

const plan: DevicePlan = {
  in_sync: false,
  planned_at: new Date().toISOString(),
  command_count: 3,
  items: [
    {
      section: '/interface/vlan',
      action: 'set',
      key: 'portico:network:7',
      label: 'vlan107',
      router_id: '*7',
      changes: [{ property: 'vlan-id', before: '107', after: '142', secret: false }],
      commands: ['/interface/vlan/set =.id=*7 =vlan-id=142'],
    },
    {
      section: '/interface/wifi/security',
      action: 'add',
      key: 'portico:wireless:2',
      label: 'sec-guest',
      router_id: null,
      changes: [{ property: 'passphrase', before: null, after: '••••', secret: true }],
      commands: ['/interface/wifi/security/add =passphrase=••••'],
    },
  ],
  sections: [
    { menu: '/interface/vlan', title: 'VLAN interfaces', items: 1, not_managed: 2 },
    { menu: '/interface/wifi/security', title: 'Wi-Fi security', items: 1, not_managed: 0 },
    { menu: '/ip/pool', title: 'IP pools', items: 0, not_managed: 0 },
  ],
  warnings: [],
};

describe('Plan card', () => {
  it('shows the plan as a diff by section, with not managed counts and secrets as ••••', async () => {
    const { server } = await renderDevices('/mikrotik/devices/1', {
      devices: [makeDevice({ state: 'drifted', drift_items: 2, changes_pending: true })],
    });
    server.plans.set(1, plan);
    const card = await screen.findByRole('region', { name: 'Plan' });
    expect(await within(card).findByText(/2 items to apply \(3 commands\)/)).toBeInTheDocument();
    expect(within(card).getByText('Drifted (2 items)')).toBeInTheDocument();
    expect(within(card).getByText('Changes pending')).toBeInTheDocument();
    const vlans = within(card).getByRole('region', { name: 'VLAN interfaces' });
    expect(vlans).toHaveTextContent('/interface/vlan · 2 not managed');
    expect(vlans).toHaveTextContent('Changevlan107vlan-id: 107 → 142');
    expect(within(card).getByRole('region', { name: 'Wi-Fi security' })).toHaveTextContent('passphrase: ••••');
    // A section with nothing to change and nothing unmanaged is left out.
    expect(within(card).queryByRole('region', { name: 'IP pools' })).not.toBeInTheDocument();
    expect(within(card).getByText('Never applied')).toBeInTheDocument();
  });

  it('applies after a confirmation, shows progress with the current item, and cancels', async () => {
    const user = userEvent.setup();
    const { server } = await renderDevices('/mikrotik/devices/1', { devices: [makeDevice({ state: 'drifted' })] });
    server.plans.set(1, plan);
    const card = await screen.findByRole('region', { name: 'Plan' });
    await within(card).findByText(/2 items to apply/);

    await user.click(within(card).getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to core-router?' });
    expect(dialog).toHaveTextContent('2 changes are sent to the live router.');
    expect(server.callsTo('POST', '/api/mikrotik/devices/1/apply/')).toHaveLength(0);
    server.apply.progress = { done: 1, total: 3, current: '/interface/vlan/set =.id=*7 =vlan-id=142' };
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    const progress = await within(card).findByRole('status', { name: 'Apply progress' });
    expect(progress).toHaveTextContent('Applying: 1 / 3 done');
    expect(progress).toHaveTextContent('/interface/vlan/set =.id=*7 =vlan-id=142');
    expect(within(card).getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(server.callsTo('POST', '/api/mikrotik/devices/1/apply/')).toHaveLength(1);

    server.plans.set(1, { ...plan, in_sync: true, items: [], command_count: 0 });
    await user.click(within(progress).getByRole('button', { name: 'Cancel' }));
    expect(await within(card).findByText(/nothing to apply/)).toBeInTheDocument();
    expect(within(card).queryByRole('status', { name: 'Apply progress' })).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/api/mikrotik/devices/1/apply/cancel/')).toHaveLength(1);
  });

  it('says who applied last and when, and how it ended', async () => {
    await renderDevices('/mikrotik/devices/1', {
      devices: [
        makeDevice({
          last_applied_at: new Date().toISOString(),
          last_applied_by: 'Ada Admin',
          last_apply: { status: 'failed', applied: 2, total: 5, reason: 'failure: already have such address' },
          state: 'failed',
          state_reason: 'failure: already have such address',
        }),
      ],
    });
    const card = await screen.findByRole('region', { name: 'Plan' });
    expect(
      within(card).getByText('Last failed: failure: already have such address just now by Ada Admin'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Failed')).toBeInTheDocument();
  });
});
