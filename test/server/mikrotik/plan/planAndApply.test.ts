import { describeCommand } from '../../../../server/src/mikrotik/plan/describeCommand';
import type { DeviceConfigInput } from '../../../../server/src/mikrotik/config/types';
import { harbourView } from '../config/fixtures/harbourView';
import { planAndApply, planFor, routerSnapshot, sectionsOf, useFreshRouter } from './planHarness';

const intended = sectionsOf(harbourView);
const commandsOf = (plan: Awaited<ReturnType<typeof planFor>>) =>
  plan.steps.map((step) => describeCommand(step.command));

describe('plan and apply against a fresh router', () => {
  const router = useFreshRouter();

  it('applies a fresh router once, verifies it in sync, and the next plan is empty', async () => {
    const { plan, result } = await planAndApply(router(), intended);
    expect(plan.items.filter((item) => item.action === 'remove')).toEqual([]);
    expect(plan.warnings).toEqual([]);
    expect(result).toMatchObject({ status: 'in-sync', applied: plan.steps.length, failure: null });
    expect(result.verification?.inSync).toBe(true);
    const again = await planFor(router(), intended);
    expect(again).toMatchObject({ inSync: true, items: [], steps: [] });
    // The operator's own uplink address and firewall rule are not Portico's: counted, untouched.
    const notManaged = Object.fromEntries(again.sections.map((section) => [section.menu, section.notManaged]));
    expect(notManaged).toMatchObject({ '/ip/address': 1, '/ip/firewall/filter': 1, '/interface/wifi': 0 });
  });

  it('sends a VLAN interface before the address on it and switches VLAN filtering on last', async () => {
    const commands = commandsOf(await planFor(router(), intended));
    const at = (prefix: string) => commands.findIndex((command) => command.startsWith(prefix));
    expect(at('/interface/vlan/add =interface=br-lan =name=vlan101')).toBeLessThan(
      at('/ip/address/add =address=10.101.0.1/24'),
    );
    expect(at('/ip/pool/add =name=pool-vlan101')).toBeLessThan(at('/ip/dhcp-server/add =name=dhcp-vlan101'));
    expect(commands[0]).toBe('/system/identity/set =name=bldg-042-gw');
    expect(commands.at(-1)).toBe('/interface/bridge/set =.id=br-lan =vlan-filtering=yes');
    expect(commands).toContain(
      '/interface/wifi/security/add =name=portico-sec-3 =authentication-types=wpa2-psk,wpa3-psk =passphrase=•••• =comment=portico:wireless:3',
    );
  });

  it('reports no drift over 100 re-reads of an unchanged router (counters move, nothing differs)', async () => {
    await planAndApply(router(), intended);
    let drifts = 0;
    for (let read = 0; read < 100; read++) if (!(await planFor(router(), intended)).inSync) drifts++;
    expect(drifts).toBe(0);
  });

  it('fixes two out-of-band edits with exactly 2 items and at most 4 commands', async () => {
    await planAndApply(router(), intended);
    const sim = router();
    sim.store.patch('/queue/simple', (row) => row.comment === 'portico:network:13', { 'max-limit': '5000000/5000000' });
    sim.store.delete('/ip/dhcp-server/network', (row) => row.comment === 'portico:network:14');
    const plan = await planFor(sim, intended);
    expect(plan.items.map(({ action, section, changes }) => ({ action, section, changes }))).toEqual([
      { action: 'add', section: '/ip/dhcp-server/network', changes: expect.any(Array) },
      {
        action: 'set',
        section: '/queue/simple',
        changes: [{ property: 'max-limit', before: '5000000/5000000', after: '250M/250M' }],
      },
    ]);
    expect(plan.steps.length).toBeLessThanOrEqual(4);
    expect((await planAndApply(sim, intended)).result.status).toBe('in-sync');
  });

  it('never touches an untagged entry added by hand, and counts it as not managed', async () => {
    const sim = router();
    await planAndApply(sim, intended);
    sim.store.add('/ip/firewall/nat', {
      chain: 'dstnat',
      action: 'dst-nat',
      'to-addresses': '10.101.0.9',
      comment: 'camera',
    });
    sim.store.patch('/queue/simple', (row) => row.name === 'network-12', { 'max-limit': '1/1' });
    const first = await planAndApply(sim, intended);
    expect(first.plan.items).toHaveLength(1);
    expect(first.result.status).toBe('in-sync');
    expect(sim.store.rows('/ip/firewall/nat').find((row) => row.comment === 'camera')).toBeDefined();

    const retagged = sim.store.patch('/ip/pool', (row) => row.name === 'pool-vlan900', { comment: 'mine now' });
    expect(retagged).toBe(1);
    const { plan, result } = await planAndApply(sim, intended);
    // The pool whose tag was edited away is the operator's now: Portico wants its own, by the same name.
    expect(plan.sections.find((section) => section.menu === '/ip/firewall/nat')?.notManaged).toBe(1);
    expect(result.status).toBe('failed');
    expect(result.failure?.reason).toBe('failure: already have such name');
    expect(sim.store.rows('/ip/firewall/nat').find((row) => row.comment === 'camera')).toBeDefined();
    expect(sim.store.rows('/ip/pool').find((row) => row.name === 'pool-vlan900')?.comment).toBe('mine now');
  });

  it('removes what Portico no longer renders in reverse dependency order, leaving others alone', async () => {
    const sim = router();
    await planAndApply(sim, intended);
    const withoutShop: DeviceConfigInput = {
      ...harbourView,
      networks: harbourView.networks.filter((network) => network.id !== 14),
      externalIps: harbourView.externalIps.filter((ip) => ip.networkId !== 14),
    };
    const plan = await planFor(sim, sectionsOf(withoutShop));
    const removed = plan.items.filter((item) => item.action === 'remove').map((item) => item.section);
    expect(removed).toEqual([
      '/ip/firewall/nat',
      '/ip/dhcp-server',
      '/ip/dhcp-server/network',
      '/ip/pool',
      '/ip/address',
      '/ip/address',
      '/interface/vlan',
      '/interface/bridge/vlan',
      '/interface/bridge/port',
    ]);
    const { result } = await planAndApply(sim, sectionsOf(withoutShop));
    expect(result.status).toBe('in-sync');
    expect(sim.store.rows('/interface/vlan').map((row) => row.name)).toEqual(['vlan101', 'vlan102', 'vlan900']);
  });

  it('places a new source NAT rule before the masquerade rule that exists', async () => {
    const sim = router();
    await planAndApply(sim, intended);
    const moreIps: DeviceConfigInput = {
      ...harbourView,
      externalIps: [...harbourView.externalIps, { id: 9, address: '203.0.113.20', networkId: 13 }],
    };
    // Network 13's rule belongs between network 12's and network 14's (rules follow the networks).
    const next = sim.store.rows('/ip/firewall/nat').find((row) => row.comment === 'portico:external-ip:6');
    const plan = await planFor(sim, sectionsOf(moreIps));
    expect(commandsOf(plan)).toContain(
      `/ip/firewall/nat/add =chain=srcnat =action=src-nat =src-address=10.102.0.0/24 =out-interface=ether1 =to-addresses=203.0.113.20 =comment=portico:external-ip:9 =place-before=${next?.['.id']}`,
    );
    await planAndApply(sim, sectionsOf(moreIps));
    expect(sim.store.rows('/ip/firewall/nat').map((row) => row.comment)).toEqual([
      'portico:external-ip:5',
      'portico:external-ip:9',
      'portico:external-ip:6',
      'portico:masquerade',
    ]);
  });

  it('shows a changed Wi-Fi passphrase as •••• on both sides, and only that it changes', async () => {
    const sim = router();
    await planAndApply(sim, intended);
    sim.store.patch('/interface/wifi/security', (row) => row.name === 'portico-sec-5', { passphrase: 'guessed-it-1' });
    const plan = await planFor(sim, intended);
    expect(plan.items).toHaveLength(1);
    expect(plan.items[0].changes).toEqual([{ property: 'passphrase', before: '••••', after: '••••', secret: true }]);
    const shown = JSON.stringify({ ...plan.items[0], commands: plan.items[0].commands.map(describeCommand) });
    expect(shown).not.toMatch(/guessed-it-1|salt-marsh-0932/);
  });

  it('manages the DNS resolver and its guard rules when the site has no DNS servers', async () => {
    const sim = router();
    const ownDns = sectionsOf({ ...harbourView, site: { ...harbourView.site, dnsServers: [] } });
    expect((await planAndApply(sim, ownDns)).result.status).toBe('in-sync');
    expect(sim.store.rows('/ip/dns')[0]['allow-remote-requests']).toBe('true');
    expect(sim.store.rows('/ip/firewall/filter').map((row) => row.comment)).toEqual([
      'winbox from the office',
      'portico:dns-guard:udp',
      'portico:dns-guard:tcp',
    ]);
  });

  it('writes nothing while planning', async () => {
    const sim = router();
    const before = routerSnapshot(sim);
    const from = sim.commandLog.length;
    await planFor(sim, intended);
    expect(sim.commandLog.slice(from).filter((path) => !path.endsWith('/print') && path !== '/login')).toEqual([]);
    expect(routerSnapshot(sim)).toEqual(before);
  });
});
