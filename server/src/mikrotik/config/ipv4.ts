/**
 * Small IPv4 helpers for the renderer (addresses as unsigned 32-bit numbers).
 */

/** Parses a dotted quad; leading zeros are refused (RouterOS would not read them as decimal). */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255)) return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

export function formatIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

export interface Ipv4Network {
  network: number;
  prefix: number;
  broadcast: number;
}

/** Network of `address/prefix`, whatever host bits the address has. */
export function networkOf(address: number, prefix: number): Ipv4Network {
  const size = 2 ** (32 - prefix);
  const network = Math.floor(address / size) * size;
  return { network, prefix, broadcast: network + size - 1 };
}

/**
 * Parses 'a.b.c.d/n'; null when malformed or when host bits are set (not a network address).
 * @example parseCidr('10.101.0.0/24') // { network: 174391296, prefix: 24, broadcast: 174391551 }
 */
export function parseCidr(text: string): Ipv4Network | null {
  const match = /^([\d.]+)\/(\d{1,2})$/.exec(text);
  if (!match) return null;
  const address = parseIpv4(match[1]);
  const prefix = Number(match[2]);
  if (address === null || prefix > 32) return null;
  const net = networkOf(address, prefix);
  return net.network === address ? net : null;
}

export function formatCidr(net: Ipv4Network): string {
  return `${formatIpv4(net.network)}/${net.prefix}`;
}

export function containsNetwork(outer: Ipv4Network, inner: Ipv4Network): boolean {
  return inner.network >= outer.network && inner.broadcast <= outer.broadcast;
}

export function overlaps(a: Ipv4Network, b: Ipv4Network): boolean {
  return a.network <= b.broadcast && b.network <= a.broadcast;
}

/**
 * DHCP pool ranges: every host address of the network except the gateway.
 * @example poolRanges(parseCidr('10.0.0.0/24')!, parseIpv4('10.0.0.1')!) // ['10.0.0.2-10.0.0.254']
 */
export function poolRanges(net: Ipv4Network, gateway: number): string[] {
  const spans: Array<[number, number]> = [[net.network + 1, gateway - 1], [gateway + 1, net.broadcast - 1]];
  return spans.filter(([from, to]) => from <= to).map(([from, to]) => (from === to ? formatIpv4(from) : `${formatIpv4(from)}-${formatIpv4(to)}`));
}
