import { describeCommand } from '../../../../server/src/mikrotik/plan/describeCommand';
import type { DeviceConfigInput } from '../../../../server/src/mikrotik/config/types';
import { harbourView } from '../config/fixtures/harbourView';
import { planAndApply, planFor, sectionsOf, useFreshRouter } from './planHarness';

/** Harbour View after apartment 1.02's tenant moved out: its outlet port ether4 is on the vacant VLAN. */
const movedOut: DeviceConfigInput = {
  ...harbourView,
  networks: harbourView.networks.map((network) => (network.id === 13 ? { ...network, accessPorts: [] } : network)),
  vacant: { vlanId: 3999, accessPorts: ['ether4'] },
};

describe('vacant rooms on the vacant VLAN', () => {
  const router = useFreshRouter();

  it('moves a port to the vacant VLAN with two sets and back again, in sync each time', async () => {
    await planAndApply(router(), sectionsOf(harbourView));
    const { plan, result } = await planAndApply(router(), sectionsOf(movedOut));
    expect(result.status).toBe('in-sync');
    const commands = plan.steps.map((step) => describeCommand(step.command));
    expect(commands).toEqual([
      expect.stringMatching(/^\/interface\/bridge\/port\/set =\.id=\*\w+ =pvid=3999$/),
      expect.stringMatching(/^\/interface\/bridge\/vlan\/set =\.id=\*\w+ =untagged=$/),
      '/interface/bridge/vlan/add =bridge=br-lan =vlan-ids=3999 =untagged=ether4 =comment=portico:vacant',
    ]);
    const port = router()
      .store.rows('/interface/bridge/port')
      .find((row) => row.interface === 'ether4');
    expect(port?.pvid).toBe('3999');
    const back = await planAndApply(router(), sectionsOf(harbourView));
    expect(back.result.status).toBe('in-sync');
    expect((await planFor(router(), sectionsOf(harbourView))).inSync).toBe(true);
  });
});
