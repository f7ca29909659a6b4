import { parsePorticoTag, porticoTag } from '../../../../server/src/mikrotik/config/commentTags';
import { renderDeviceConfig } from '../../../../server/src/mikrotik/config/renderDeviceConfig';
import type { DeviceConfigInput } from '../../../../server/src/mikrotik/config/types';
import { ConfigInputError } from '../../../../server/src/mikrotik/config/validateConfigInput';
import { escaping } from './fixtures/escaping';
import { harbourView } from './fixtures/harbourView';

/** The same data as the database might return it: every list in another order. */
function shuffled(input: DeviceConfigInput): DeviceConfigInput {
  return {
    device: { ...input.device, trunkPorts: [...input.device.trunkPorts].reverse() },
    site: { ...input.site },
    networks: [...input.networks]
      .reverse()
      .map((network) => ({ ...network, accessPorts: [...network.accessPorts].reverse() })),
    externalIps: [...input.externalIps].reverse(),
    wireless: [...input.wireless].reverse(),
  };
}

function problemsOf(input: DeviceConfigInput): string[] {
  try {
    renderDeviceConfig(input);
  } catch (error) {
    if (error instanceof ConfigInputError) return error.problems;
    throw error;
  }
  return [];
}

describe('renderDeviceConfig', () => {
  it('is deterministic: same input, same bytes, whatever the row order', () => {
    const first = renderDeviceConfig(harbourView);
    expect(renderDeviceConfig(harbourView)).toEqual(first);
    expect(renderDeviceConfig(shuffled(harbourView))).toEqual(first);
    expect(renderDeviceConfig(shuffled(escaping)).config).toBe(renderDeviceConfig(escaping).config);
  });

  it('leaves the time out unless it is passed in', () => {
    const untimed = renderDeviceConfig(harbourView);
    expect(untimed).not.toHaveProperty('generated_at');
    expect(untimed.config).not.toContain('# Generated');
    const timed = renderDeviceConfig(harbourView, { generatedAt: new Date('2026-05-04T03:02:01Z') });
    expect(timed.generated_at).toBe('2026-05-04T03:02:01.000Z');
    expect(timed.config.replace('# Generated 2026-05-04T03:02:01.000Z\n', '')).toBe(untimed.config);
  });

  it('does not modify its input', () => {
    const copy = structuredClone(harbourView);
    renderDeviceConfig(harbourView);
    expect(harbourView).toEqual(copy);
  });

  it('tags every added entry with a portico comment a sync can parse back', () => {
    const lines = renderDeviceConfig(harbourView)
      .config.split('\n')
      .filter((line) => line.startsWith('add '));
    expect(lines.length).toBeGreaterThan(30);
    for (const line of lines) {
      const comment = /comment="([^"]+)"/.exec(line)?.[1];
      expect(parsePorticoTag(comment)).not.toBeNull();
    }
    expect(parsePorticoTag(porticoTag('network', 12))).toEqual({ kind: 'network', id: '12' });
    expect(parsePorticoTag('uplink')).toBeNull();
  });

  it('switches VLAN filtering on only as the last command', () => {
    const lines = renderDeviceConfig(harbourView).config.trimEnd().split('\n');
    expect(lines.slice(-2)).toEqual(['/interface bridge', 'set [find name=br-lan] vlan-filtering=yes']);
    expect(lines.filter((line) => line.includes('vlan-filtering=yes'))).toHaveLength(1);
  });

  it('keeps hostile text inside quoted strings', () => {
    const config = renderDeviceConfig(escaping).config;
    expect(config.split('\n').some((line) => line.startsWith('/system reset-configuration'))).toBe(false);
    expect(config).toContain('set name="Tower \\"B\\" \\$gw\\?"');
    expect(config).toContain('passphrase="p@ss\\"word\\$\\?\\\\x"');
    expect(config).toContain('ssid="Caf\\C3\\A9 Zo\\C3\\AB \\F0\\9F\\98\\80 \\"5G\\""');
  });

  it('lets the router resolve DNS, guarded on the uplink, when the site names no DNS servers', () => {
    const config = renderDeviceConfig({ ...harbourView, site: { ...harbourView.site, dnsServers: [] } }).config;
    expect(config).toContain('dns-server=10.101.0.1 ');
    expect(config).toContain('/ip dns\nset allow-remote-requests=yes');
    expect(config).toContain(
      'add chain=input in-interface=ether1 protocol=udp dst-port=53 action=drop comment="portico:dns-guard:udp"',
    );
  });

  it('refuses inconsistent input and lists every problem', () => {
    const bad: DeviceConfigInput = {
      ...harbourView,
      networks: [
        { ...harbourView.networks[0], vlanId: 250 },
        { ...harbourView.networks[1], subnet: '10.101.0.128/25', gateway: '10.102.0.1' },
        { ...harbourView.networks[2], accessPorts: ['ether2'] },
      ],
      externalIps: [{ id: 1, address: '203.0.113.300', networkId: 99 }],
      wireless: [{ id: 1, kind: 'guest', ssid: 'x'.repeat(33), passphrase: 'short', vlanId: 900 }],
    };
    expect(() => renderDeviceConfig(bad)).toThrow(ConfigInputError);
    expect(problemsOf(bad)).toEqual([
      'port ether2 is assigned more than once',
      'network 12: VLAN 250 is outside the site range 100-199',
      'network 13: gateway 10.102.0.1 is not a host address of 10.101.0.128/25',
      'networks 12 and 13 overlap',
      'external IP 1: 203.0.113.300 is not an IPv4 address',
      'external IP 1: network 99 does not exist',
      'wireless 1: SSID must be 1 to 32 bytes',
      'wireless 1: passphrase must be 8 to 63 printable ASCII characters',
      'wireless 1: VLAN 900 has no network',
    ]);
  });

  it('refuses subnets outside the site prefix and a half-given prefix', () => {
    const outside = {
      ...harbourView,
      networks: [{ ...harbourView.networks[0], subnet: '192.168.1.0/24', gateway: '192.168.1.1' }],
      externalIps: [],
      wireless: [],
    };
    expect(problemsOf(outside)).toEqual(['network 12: subnet 192.168.1.0/24 is outside the site prefix 10.100.0.0/14']);
    expect(problemsOf({ ...outside, site: { ...outside.site, netmask: null } })).toContain(
      'site prefix and netmask must be given together',
    );
  });
});
