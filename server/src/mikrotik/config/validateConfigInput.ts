/**
 * Checks renderer input for things that would produce a script RouterOS rejects or, worse,
 * accepts with a broken network (overlapping subnets, a VLAN outside the site's range…).
 */
import { cidrContains, cidrsOverlap, parseCidr, parseIpv4 } from '../../net/ipv4';
import { MULTI_PASSPHRASE_LIMIT } from './multiPassphrase';
import type { DeviceConfigInput } from './types';

/** Thrown by the renderer; `problems` lists every issue found, in input order. */
export class ConfigInputError extends Error {
  constructor(readonly problems: string[]) {
    super(`Cannot render the configuration: ${problems.join('; ')}`);
    this.name = 'ConfigInputError';
  }
}

// Interface names end up unquoted in lists such as tagged=br-lan,ether8, so keep them simple.
const INTERFACE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const DURATION = /^(\d+[wdhms])+$/;

/** Values listed more than once (linear: key lists run to thousands). */
function duplicates<T>(values: T[]): T[] {
  const seen = new Set<T>();
  return values.filter((value) => seen.has(value) || !seen.add(value));
}

/** Returns the problems found (empty when the input can be rendered). */
export function validateConfigInput(input: DeviceConfigInput): string[] {
  const { device, site, networks, externalIps, wireless } = input;
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => ok || problems.push(problem);

  check(device.identity.trim().length > 0, 'device identity is empty');
  const vacant = input.vacant;
  const ports = [
    ...device.trunkPorts,
    ...networks.flatMap((network) => network.accessPorts),
    ...(vacant?.accessPorts ?? []),
  ];
  for (const name of [device.bridgeName, device.externalInterface, ...ports, ...device.wifiInterfaces]) {
    check(INTERFACE_NAME.test(name), `invalid interface name "${name}"`);
  }
  check(device.bridgeName !== device.externalInterface, 'the bridge and the external interface must differ');
  for (const port of new Set(duplicates(ports))) problems.push(`port ${port} is assigned more than once`);
  for (const port of ports)
    check(port !== device.externalInterface && port !== device.bridgeName, `port ${port} cannot be a bridge port`);

  const sitePrefix = site.prefix === null ? null : parseCidr(`${site.prefix}/${site.netmask}`);
  check((site.prefix === null) === (site.netmask === null), 'site prefix and netmask must be given together');
  check(
    site.prefix === null || sitePrefix !== null,
    `site prefix ${site.prefix}/${site.netmask} is not a network address`,
  );
  for (const dns of site.dnsServers) check(parseIpv4(dns) !== null, `DNS server ${dns} is not an IPv4 address`);

  for (const id of new Set(duplicates(networks.map((network) => network.id))))
    problems.push(`network id ${id} is used twice`);
  for (const vlan of new Set(duplicates(networks.map((network) => network.vlanId))))
    problems.push(`VLAN ${vlan} is used by two networks`);
  const parsed = networks.map((network) => ({ network, net: parseCidr(network.subnet) }));
  for (const { network, net } of parsed) {
    const label = `network ${network.id}`;
    check(
      Number.isInteger(network.vlanId) && network.vlanId >= 1 && network.vlanId <= 4094,
      `${label}: VLAN ${network.vlanId} is not between 1 and 4094`,
    );
    const range = site.tenantVlanRange;
    if (network.kind === 'tenant' && range)
      check(
        network.vlanId >= range.min && network.vlanId <= range.max,
        `${label}: VLAN ${network.vlanId} is outside the site range ${range.min}-${range.max}`,
      );
    if (!net || net.prefixLength < 8 || net.prefixLength > 30) {
      problems.push(`${label}: subnet ${network.subnet} must be a network address with a prefix of 8 to 30`);
      continue;
    }
    const gateway = parseIpv4(network.gateway);
    check(
      gateway !== null && gateway > net.network && gateway < net.broadcast,
      `${label}: gateway ${network.gateway} is not a host address of ${network.subnet}`,
    );
    if (sitePrefix)
      check(
        cidrContains(sitePrefix, net),
        `${label}: subnet ${network.subnet} is outside the site prefix ${site.prefix}/${site.netmask}`,
      );
    const limit = network.speedLimit;
    if (limit)
      check(
        [limit.downloadKbps, limit.uploadKbps].every((rate) => Number.isInteger(rate) && rate > 0),
        `${label}: speed limits must be positive whole kbit/s`,
      );
    if (network.leaseTime !== undefined)
      check(DURATION.test(network.leaseTime), `${label}: lease time ${network.leaseTime} is not a RouterOS duration`);
  }
  parsed.forEach((a, i) =>
    parsed.slice(i + 1).forEach((b) => {
      if (a.net && b.net && cidrsOverlap(a.net, b.net))
        problems.push(`networks ${a.network.id} and ${b.network.id} overlap`);
    }),
  );

  const networkIds = new Set(networks.map((network) => network.id));
  for (const address of new Set(duplicates(externalIps.map((ip) => ip.address))))
    problems.push(`external IP ${address} is listed twice`);
  for (const ip of externalIps) {
    check(parseIpv4(ip.address) !== null, `external IP ${ip.id}: ${ip.address} is not an IPv4 address`);
    check(
      ip.prefixLength === undefined ||
        (Number.isInteger(ip.prefixLength) && ip.prefixLength >= 1 && ip.prefixLength <= 32),
      `external IP ${ip.id}: prefix length must be 1 to 32`,
    );
    check(networkIds.has(ip.networkId), `external IP ${ip.id}: network ${ip.networkId} does not exist`);
  }

  const vlans = new Set(networks.map((network) => network.vlanId));
  if (vacant) {
    check(
      Number.isInteger(vacant.vlanId) && vacant.vlanId >= 1 && vacant.vlanId <= 4094,
      `vacant VLAN ${vacant.vlanId} is not between 1 and 4094`,
    );
    check(!vlans.has(vacant.vlanId), `vacant VLAN ${vacant.vlanId} is a network's VLAN`);
  }
  check(
    wireless.length === 0 || device.wifiInterfaces.length > 0,
    'wireless networks need at least one wifi interface on the device',
  );
  for (const id of new Set(duplicates(wireless.map((entry) => entry.id))))
    problems.push(`wireless id ${id} is used twice`);
  for (const entry of wireless) {
    const ssidBytes = Buffer.byteLength(entry.ssid, 'utf8');
    check(ssidBytes >= 1 && ssidBytes <= 32, `wireless ${entry.id}: SSID must be 1 to 32 bytes`);
    check(
      entry.passphrase === null || /^[\x20-\x7e]{8,63}$/.test(entry.passphrase),
      `wireless ${entry.id}: passphrase must be 8 to 63 printable ASCII characters`,
    );
    check(vlans.has(entry.vlanId), `wireless ${entry.id}: VLAN ${entry.vlanId} has no network`);
    for (const key of entry.tenantKeys ?? []) {
      check(
        /^[\x20-\x7e]{8,63}$/.test(key.passphrase),
        `wireless ${entry.id}: the key of tenant ${key.tenantId} must be 8 to 63 printable ASCII characters`,
      );
      check(
        vlans.has(key.vlanId),
        `wireless ${entry.id}: the key of tenant ${key.tenantId} is on VLAN ${key.vlanId}, which has no network`,
      );
    }
  }
  const keyIds = wireless.flatMap((entry) => (entry.tenantKeys ?? []).map((key) => key.id));
  for (const id of new Set(duplicates(keyIds))) problems.push(`tenant key id ${id} is used twice`);
  check(
    keyIds.length <= MULTI_PASSPHRASE_LIMIT,
    `${keyIds.length} tenant keys exceed RouterOS's limit of ${MULTI_PASSPHRASE_LIMIT} passphrases on one router`,
  );
  return problems;
}
