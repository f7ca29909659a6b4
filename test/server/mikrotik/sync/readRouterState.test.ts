import { createSeedData } from '../../../../tools/routeros-simulator/seedData';
import { startRouterOsSimulator } from '../../../../tools/routeros-simulator/simulator';
import { readRouterState } from '../../../../server/src/mikrotik/sync/readRouterState';
import { RouterOsClosedError } from '../../../../server/src/routeros/errors';
import { connectTo, useSimulator } from '../../routeros/helpers/simulatorHarness';

describe('readRouterState', () => {
  const simulator = useSimulator();

  it('reads identity, serial number, version and resources', async () => {
    const client = await connectTo(simulator());
    const state = await readRouterState(client);
    await client.close();

    expect(state.identity).toBe('bldg-042-gw');
    expect(state.uniqueId).toBe('HE408C5Y2QK');
    expect(state.routerboard).toEqual({
      isRouterboard: true,
      model: 'RB5009UG+S+',
      serialNumber: 'HE408C5Y2QK',
      currentFirmware: '7.19.4',
    });
    expect(state.resource).toMatchObject({
      version: '7.19.4',
      channel: 'stable',
      boardName: 'RB5009UG+S+',
      architecture: 'arm64',
      cpuLoadPercent: 3,
      freeMemoryBytes: 843022336,
      totalMemoryBytes: 1073741824,
    });
    expect(state.resource.uptime).toMatch(/^1w5d3h1[78]m(\d+s)?$/);
    expect(state.resource.uptimeSeconds).toBeGreaterThanOrEqual(12 * 86_400);
  });

  it('reads DHCP pools, servers and leases, including multibyte host names and static leases', async () => {
    const client = await connectTo(simulator());
    const state = await readRouterState(client);
    await client.close();

    expect(state.dhcpPools.map((pool) => [pool.name, pool.ranges])).toEqual([
      ['pool-vlan101', ['10.101.0.10-10.101.0.250']],
      ['pool-vlan102', ['10.102.0.10-10.102.0.250']],
      ['pool-vlan900', ['10.90.0.10-10.90.0.200', '10.90.0.220-10.90.0.250']],
    ]);
    expect(state.dhcpServers[2]).toMatchObject({
      name: 'dhcp-vlan900',
      interface: 'vlan900',
      addressPool: 'pool-vlan900',
      leaseTime: '30m',
      disabled: true,
      invalid: false,
    });
    expect(state.dhcpLeases[0]).toMatchObject({
      address: '10.101.0.250',
      macAddress: 'F0:18:98:3A:7C:11',
      hostName: 'Zoë’s iPhone',
      server: 'dhcp-vlan101',
      status: 'bound',
      dynamic: true,
      expiresAfter: '41m12s',
    });
    expect(state.dhcpLeases[3]).toMatchObject({
      address: '10.102.0.20',
      hostName: null,
      status: 'waiting',
      dynamic: false,
      comment: 'NAS (static)',
    });
    expect(state.dhcpLeases[0].routerId).toMatch(/^\*[0-9A-F]+$/);
  });

  it('reports the running state of each port as the router sees it now', async () => {
    const sim = simulator();
    const client = await connectTo(sim);
    const before = await readRouterState(client);
    const ports = (state: typeof before) =>
      Object.fromEntries(state.interfaces.filter((i) => i.type === 'ether').map((i) => [i.name, i.running]));
    expect(ports(before)).toMatchObject({
      ether1: true,
      ether2: true,
      ether3: false,
      ether8: true,
      'sfp-sfpplus1': false,
    });

    sim.store.patch('/interface', (row) => row.name === 'ether3', { running: 'true' });
    expect(ports(await readRouterState(client)).ether3).toBe(true);
    sim.store.patch('/interface', (row) => row.name === 'ether3', { running: 'false' });
    await client.close();
  });

  it('falls back to the license software id on a router without a RouterBOARD serial (CHR)', async () => {
    const seed = createSeedData();
    seed.singletons['/system/routerboard'] = { routerboard: 'false' };
    seed.lists['/ip/dhcp-server/lease'] = [];
    const chr = await startRouterOsSimulator({ seed });
    const client = await connectTo(chr);
    const state = await readRouterState(client);
    await client.close();
    await chr.close();
    expect(state.uniqueId).toBe('ZK7R-9H2B');
    expect(state.routerboard).toEqual({ isRouterboard: false, model: null, serialNumber: null, currentFirmware: null });
    expect(state.dhcpLeases).toEqual([]);
  });

  it('rejects, without a partial result, when the router drops the connection mid-read', async () => {
    const sim = simulator();
    const client = await connectTo(sim);
    sim.options.closeOnCommand = '/ip/dhcp-server/lease/print';
    try {
      await expect(readRouterState(client)).rejects.toBeInstanceOf(RouterOsClosedError);
    } finally {
      sim.options.closeOnCommand = null;
    }
  });

  it('reads each menu once per sync', async () => {
    const sim = simulator();
    const client = await connectTo(sim);
    const from = sim.commandLog.length;
    await readRouterState(client);
    await client.close();
    expect(sim.commandLog.slice(from).sort()).toEqual([
      '/interface/print',
      '/ip/dhcp-server/lease/print',
      '/ip/dhcp-server/print',
      '/ip/pool/print',
      '/system/identity/print',
      '/system/resource/print',
      '/system/routerboard/print',
    ]);
  });
});
