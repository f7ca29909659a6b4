import type { RouterOsClient } from '../../../server/src/routeros/client';
import { RouterOsTrapError } from '../../../server/src/routeros/errors';
import { connectTo, useSimulator } from './helpers/simulatorHarness';

describe('RouterOsClient commands', () => {
  const simulator = useSimulator();
  let client: RouterOsClient;

  beforeEach(async () => {
    Object.assign(simulator().options, { emptyReplies: true, rowDelayMs: 0, commandDelays: {} });
    client = await connectTo(simulator());
  });
  afterEach(async () => {
    await client.close();
  });

  it('prints only the requested properties of the rows matching the query', async () => {
    const rows = await client.print('/interface', {
      proplist: ['name', 'running'],
      where: { type: 'ether', running: 'true' },
    });
    expect(rows).toEqual([
      { name: 'ether1', running: 'true' },
      { name: 'ether2', running: 'true' },
      { name: 'ether4', running: 'true' },
      { name: 'ether8', running: 'true' },
    ]);
  });

  it('evaluates stack queries: bridge OR vlan interfaces', async () => {
    const rows = await client.print('/interface', {
      proplist: ['name'],
      queries: ['?type=bridge', '?type=vlan', '?#|'],
    });
    expect(rows.map((row) => row.name)).toEqual(['br-lan', 'vlan101', 'vlan102', 'vlan900']);
  });

  it('returns no rows and flags !empty when a RouterOS 7.18+ print matches nothing', async () => {
    const result = await client.execute('/ip/dhcp-server/lease/print', { where: { server: 'no-such-server' } });
    expect(result).toEqual({ rows: [], done: {}, empty: true });
  });

  it('returns no rows without !empty from an older router', async () => {
    simulator().options.emptyReplies = false;
    const result = await client.execute('/ip/pool/print', { where: { name: 'nope' } });
    expect(result).toEqual({ rows: [], done: {}, empty: false });
  });

  it('adds, changes and removes an item, keeping UTF-8 text intact', async () => {
    const comment = 'Café “Zoë” 🛜 — ünïcode';
    const added = await client.execute('/ip/pool/add', {
      attributes: { name: 'pool-test', ranges: '10.5.0.10-10.5.0.20', comment },
    });
    const id = added.done.ret;
    expect(id).toMatch(/^\*[0-9A-F]+$/);
    await client.execute('/ip/pool/set', { attributes: { '.id': id, ranges: '10.5.0.30-10.5.0.40' } });
    expect(await client.print('/ip/pool', { where: { '.id': id } })).toEqual([
      { '.id': id, name: 'pool-test', ranges: '10.5.0.30-10.5.0.40', comment },
    ]);
    await client.execute('/ip/pool/remove', { attributes: { '.id': id } });
    expect(await client.print('/ip/pool', { where: { name: 'pool-test' } })).toEqual([]);
  });

  it('reads multibyte host names sent by the router', async () => {
    const [lease] = await client.print('/ip/dhcp-server/lease', {
      proplist: ['host-name'],
      where: { address: '10.101.0.250' },
    });
    expect(lease['host-name']).toBe('Zoë’s iPhone');
  });

  it('turns !trap into RouterOsTrapError with message and category, and stays usable', async () => {
    const unknownItem = client.execute('/ip/pool/set', { attributes: { '.id': '*FFFF', ranges: '10.0.0.1' } });
    await expect(unknownItem).rejects.toBeInstanceOf(RouterOsTrapError);
    await expect(unknownItem).rejects.toMatchObject({ code: 'TRAP', routerMessage: 'no such item', category: 0 });
    await expect(client.execute('/ip/frobnicate/print')).rejects.toMatchObject({
      routerMessage: 'no such command prefix',
      category: 0,
    });
    await expect(client.execute('/system/resource/add')).rejects.toMatchObject({ routerMessage: 'no such command' });
    await expect(
      client.execute('/ip/pool/add', { attributes: { name: 'pool-vlan101', ranges: '10.9.0.2' } }),
    ).rejects.toMatchObject({ category: 1 });
    expect(await client.print('/system/identity')).toEqual([{ name: 'bldg-042-gw' }]);
  });

  it('keeps concurrent commands apart by tag while their replies interleave on the wire', async () => {
    const sim = simulator();
    sim.options.rowDelayMs = 2;
    const logStart = sim.replyLog.length;
    const [interfaces, leases, pools] = await Promise.all([
      client.print('/interface', { proplist: ['name'] }),
      client.print('/ip/dhcp-server/lease', { proplist: ['address'] }),
      client.print('/ip/pool', { proplist: ['name'] }),
    ]);
    expect(interfaces.map((row) => row.name)).toContain('ether8');
    expect(interfaces).toHaveLength(13);
    expect(leases.map((row) => row.address)).toEqual(['10.101.0.250', '10.101.0.249', '10.102.0.250', '10.102.0.20']);
    expect(pools.map((row) => row.name)).toEqual(['pool-vlan101', 'pool-vlan102', 'pool-vlan900']);
    const tagsOnWire = sim.replyLog
      .slice(logStart)
      .filter((entry) => entry.endsWith('!re'))
      .map((entry) => entry.split(' ')[0]);
    const switches = tagsOnWire.filter((tag, index) => index > 0 && tag !== tagsOnWire[index - 1]).length;
    expect(switches).toBeGreaterThan(2);
  });

  it('resolves a fast command before a slow one sent earlier', async () => {
    simulator().options.commandDelays = { '/system/resource/print': 150 };
    const order: string[] = [];
    await Promise.all([
      client.print('/system/resource').then(() => order.push('resource')),
      client.print('/system/identity').then(() => order.push('identity')),
    ]);
    expect(order).toEqual(['identity', 'resource']);
  });
});
