import { RouterOSAPI } from 'node-routeros';
import { RouterOsClosedError, RouterOsTrapError } from '../../../server/src/routeros/errors';
import { createFreshRouterSeed } from '../../../tools/routeros-simulator/freshRouterSeed';
import { connectTo, SIM_PASSWORD, SIM_USER, useSimulator } from './helpers/simulatorHarness';

/**
 * The configuration menus of the simulator, driven by an independent client (node-routeros), so
 * that the simulator is not only checked against Portico's own client. node-routeros 1.6.9 predates
 * RouterOS 7.18's `!empty` reply, so the simulator answers the pre-7.18 way here.
 */
describe('RouterOS simulator configuration menus (node-routeros)', () => {
  const simulator = useSimulator({ seed: createFreshRouterSeed(), emptyReplies: false });
  let api: RouterOSAPI;
  beforeAll(async () => {
    api = new RouterOSAPI({ host: simulator().host, port: simulator().port, user: SIM_USER, password: SIM_PASSWORD });
    await api.connect();
  });
  afterAll(async () => {
    await api.close();
  });

  const trapOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no trap',
      (error: Error) => error.message,
    );

  it('adds items with new .id values returned as =ret= and prints them with .proplist and queries', async () => {
    const [bridge] = await api.write('/interface/bridge/add', ['=name=br-lan', '=vlan-filtering=no', '=comment=x']);
    const [vlan] = await api.write('/interface/vlan/add', ['=name=vlan101', '=interface=br-lan', '=vlan-id=101']);
    expect(bridge.ret).toMatch(/^\*[0-9A-F]+$/);
    expect(vlan.ret).toMatch(/^\*[0-9A-F]+$/);
    expect(vlan.ret).not.toBe(bridge.ret);

    const printed = await api.write('/interface/vlan/print', ['=.proplist=.id,name,vlan-id', '?vlan-id=101']);
    expect(printed).toEqual([{ '.id': vlan.ret, name: 'vlan101', 'vlan-id': '101' }]);
    // Flags print as true/false whatever was sent; the bridge shows in /interface with its type.
    expect(await api.write('/interface/bridge/print', ['=.proplist=vlan-filtering'])).toEqual([
      { 'vlan-filtering': 'false' },
    ]);
    const interfaces = await api.write('/interface/print', [
      '=.proplist=name,type',
      '?type=bridge',
      '?type=vlan',
      '?#|',
    ]);
    expect(interfaces).toEqual([
      { name: 'br-lan', type: 'bridge' },
      { name: 'vlan101', type: 'vlan' },
    ]);
  });

  it('traps an address on a missing interface, duplicates and unknown properties with RouterOS words', async () => {
    expect(await trapOf(api.write('/ip/address/add', ['=address=10.9.0.1/24', '=interface=vlan999']))).toBe(
      'input does not match any value of interface',
    );
    expect(await trapOf(api.write('/interface/vlan/add', ['=name=vlan101', '=interface=br-lan', '=vlan-id=7']))).toBe(
      'failure: already have interface with such name',
    );
    // An interface name is taken across kinds: a bridge cannot be called like a port.
    expect(await trapOf(api.write('/interface/bridge/add', ['=name=ether2']))).toBe(
      'failure: already have interface with such name',
    );
    expect(await trapOf(api.write('/ip/pool/add', ['=name=p', '=ranges=10.0.0.2-10.0.0.9', '=colour=red']))).toBe(
      'unknown parameter colour',
    );
    await api.write('/ip/address/add', ['=address=10.101.0.1/24', '=interface=vlan101']);
    expect(await trapOf(api.write('/ip/address/add', ['=address=10.101.0.1/24', '=interface=vlan101']))).toBe(
      'failure: already have such address',
    );
    await api.write('/interface/bridge/port/add', ['=bridge=br-lan', '=interface=ether2', '=pvid=101']);
    expect(await trapOf(api.write('/interface/bridge/port/add', ['=bridge=br-lan', '=interface=ether2']))).toBe(
      'failure: device already added as bridge port',
    );
    expect(
      await trapOf(api.write('/ip/dhcp-server/add', ['=name=d', '=interface=vlan101', '=address-pool=none'])),
    ).toBe('input does not match any value of address-pool');
    expect(await trapOf(api.write('/interface/wifi/remove', ['=.id=wifi1']))).toBe(
      'failure: can not remove physical interface',
    );
    // Nothing of the refused commands was stored.
    expect(await api.write('/ip/address/print', ['=.proplist=address'])).toEqual([
      { address: '198.51.100.2/29' },
      { address: '10.101.0.1/24' },
    ]);
  });

  it('sets and removes by .id, stores rates in bit/s and places ordered rules before another', async () => {
    const [queue] = await api.write('/queue/simple/add', ['=name=q1', '=target=10.101.0.0/24', '=max-limit=20M/100M']);
    await api.write('/queue/simple/set', [`=.id=${queue.ret}`, '=max-limit=1500k/1G']);
    expect(await api.write('/queue/simple/print', ['=.proplist=max-limit', `?.id=${queue.ret}`])).toEqual([
      { 'max-limit': '1500000/1000000000' },
    ]);
    const [masquerade] = await api.write('/ip/firewall/nat/add', ['=chain=srcnat', '=action=masquerade']);
    await api.write('/ip/firewall/nat/add', [
      '=chain=srcnat',
      '=action=src-nat',
      '=to-addresses=203.0.113.9',
      `=place-before=${masquerade.ret}`,
    ]);
    expect(await api.write('/ip/firewall/nat/print', ['=.proplist=action'])).toEqual([
      { action: 'src-nat' },
      { action: 'masquerade' },
    ]);
    await api.write('/queue/simple/remove', [`=.id=${queue.ret}`]);
    expect(await api.write('/queue/simple/print', ['=.proplist=name'])).toEqual([]);
    expect(await trapOf(api.write('/queue/simple/set', [`=.id=${queue.ret}`, '=name=x']))).toBe('no such item');
  });

  it('reports counters that change between prints (router-computed, volatile)', async () => {
    const first = await api.write('/ip/firewall/filter/print', ['=.proplist=bytes,packets']);
    const second = await api.write('/ip/firewall/filter/print', ['=.proplist=bytes,packets']);
    expect(first[0].packets).not.toBe(second[0].packets);
  });
});

describe('RouterOS simulator fault switches', () => {
  const simulator = useSimulator({ seed: createFreshRouterSeed() });
  afterEach(() =>
    Object.assign(simulator().options, { dropAfterCommands: null, trapCommand: null, commandDelays: {} }),
  );

  it('drops the connection at the change after the first N, without running it, once', async () => {
    const client = await connectTo(simulator());
    simulator().options.dropAfterCommands = 2;
    await client.execute('/ip/pool/add', { attributes: { name: 'a', ranges: '10.0.0.2' } });
    await client.print('/ip/pool'); // prints do not count
    await client.execute('/ip/pool/add', { attributes: { name: 'b', ranges: '10.0.0.3' } });
    await expect(
      client.execute('/ip/pool/add', { attributes: { name: 'c', ranges: '10.0.0.4' } }),
    ).rejects.toBeInstanceOf(RouterOsClosedError);
    expect(simulator().options.dropAfterCommands).toBeNull();
    const again = await connectTo(simulator());
    expect((await again.print('/ip/pool', { proplist: ['name'] })).map((row) => row.name)).toEqual(['a', 'b']);
    await again.close();
  });

  it('traps a chosen command with the given words and leaves others alone', async () => {
    const client = await connectTo(simulator());
    simulator().options.trapCommand = {
      path: '/ip/pool/add',
      attributes: { name: 'doomed' },
      message: 'failure: out of memory',
    };
    await expect(
      client.execute('/ip/pool/add', { attributes: { name: 'doomed', ranges: '10.0.0.5' } }),
    ).rejects.toMatchObject({ constructor: RouterOsTrapError, routerMessage: 'failure: out of memory', category: 1 });
    await client.execute('/ip/pool/add', { attributes: { name: 'fine', ranges: '10.0.0.6' } });
    expect((await client.print('/ip/pool', { where: { name: 'doomed' } })).length).toBe(0);
    await client.close();
  });

  it('delays a chosen command', async () => {
    const client = await connectTo(simulator());
    simulator().options.commandDelays = { '/ip/pool/print': 150 };
    const started = Date.now();
    await client.print('/ip/pool');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await client.close();
  });
});
