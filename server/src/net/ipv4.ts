/**
 * IPv4 arithmetic for the network rules and the router configuration. Addresses are unsigned
 * 32-bit numbers; a Cidr is a network number, its prefix length and its broadcast address.
 *
 * @example parseCidr('10.0.1.0/24') // { network: 167772416, prefixLength: 24, broadcast: 167772671 }
 */
export interface Cidr {
  network: number;
  prefixLength: number;
  broadcast: number;
}

// 0-255 without leading zeros: RouterOS would not read "010" as decimal.
const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export function parseIpv4(text: string): number | null {
  const parts = text.trim().split('.');
  if (parts.length !== 4 || !parts.every((part) => OCTET.test(part))) return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

export function formatIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/** Number of addresses in a block of the given prefix length. */
export function blockSize(prefixLength: number): number {
  return 2 ** (32 - prefixLength);
}

/** The block of `address/prefixLength`, whatever host bits the address has. */
export function networkOf(address: number, prefixLength: number): Cidr {
  const size = blockSize(prefixLength);
  const network = Math.floor(address / size) * size;
  return { network, prefixLength, broadcast: network + size - 1 };
}

/** Parses "a.b.c.d/n" (n from 0 to 32); null when malformed or when host bits are set (10.0.1.5/24). */
export function parseCidr(text: string): Cidr | null {
  const match = /^([^/]+)\/(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const address = parseIpv4(match[1]);
  const prefixLength = Number(match[2]);
  if (address === null || prefixLength > 32) return null;
  const cidr = networkOf(address, prefixLength);
  return cidr.network === address ? cidr : null;
}

export function formatCidr(cidr: Cidr): string {
  return `${formatIpv4(cidr.network)}/${cidr.prefixLength}`;
}

export function cidrContainsIp(cidr: Cidr, ip: number): boolean {
  return ip >= cidr.network && ip <= cidr.broadcast;
}

/** True when inner lies entirely inside outer (equal blocks count). */
export function cidrContains(outer: Cidr, inner: Cidr): boolean {
  return inner.network >= outer.network && inner.broadcast <= outer.broadcast;
}

export function cidrsOverlap(a: Cidr, b: Cidr): boolean {
  return a.network <= b.broadcast && b.network <= a.broadcast;
}

/** A usable host: inside the block and, for blocks larger than /31, not network or broadcast. */
export function isHostOf(cidr: Cidr, ip: number): boolean {
  if (!cidrContainsIp(cidr, ip)) return false;
  if (cidr.prefixLength >= 31) return true;
  return ip !== cidr.network && ip !== cidr.broadcast;
}

/**
 * DHCP pool ranges: every host address of the network except the gateway.
 * @example poolRanges(parseCidr('10.0.0.0/24')!, parseIpv4('10.0.0.1')!) // ['10.0.0.2-10.0.0.254']
 */
export function poolRanges(cidr: Cidr, gateway: number): string[] {
  const spans: Array<[number, number]> = [
    [cidr.network + 1, gateway - 1],
    [gateway + 1, cidr.broadcast - 1],
  ];
  return spans
    .filter(([from, to]) => from <= to)
    .map(([from, to]) => (from === to ? formatIpv4(from) : `${formatIpv4(from)}-${formatIpv4(to)}`));
}
