/**
 * IPv4 arithmetic for the network rules (subnet inside the site prefix, no overlaps, gateway in
 * subnet). Addresses are unsigned 32-bit numbers; a Cidr is its network number plus prefix length.
 *
 * @example parseCidr('10.0.1.0/24') // { network: 167772416, prefixLength: 24 }
 */
export interface Cidr {
  network: number;
  prefixLength: number;
}

const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export function parseIpv4(text: string): number | null {
  const parts = text.trim().split('.');
  if (parts.length !== 4 || !parts.every((p) => OCTET.test(p))) return null;
  return parts.reduce((acc, part) => acc * 256 + Number(part), 0);
}

export function formatIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/** Number of addresses in a block of the given prefix length. */
export function blockSize(prefixLength: number): number {
  return 2 ** (32 - prefixLength);
}

/** Parses "a.b.c.d/n"; null when malformed or when host bits are set (10.0.1.5/24). */
export function parseCidr(text: string): Cidr | null {
  const match = /^([^/]+)\/(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const network = parseIpv4(match[1]);
  const prefixLength = Number(match[2]);
  if (network === null || prefixLength < 1 || prefixLength > 32) return null;
  if (network % blockSize(prefixLength) !== 0) return null;
  return { network, prefixLength };
}

export function formatCidr(cidr: Cidr): string {
  return `${formatIpv4(cidr.network)}/${cidr.prefixLength}`;
}

function lastAddress(cidr: Cidr): number {
  return cidr.network + blockSize(cidr.prefixLength) - 1;
}

export function cidrContainsIp(cidr: Cidr, ip: number): boolean {
  return ip >= cidr.network && ip <= lastAddress(cidr);
}

/** True when inner lies entirely inside outer (equal blocks count). */
export function cidrContains(outer: Cidr, inner: Cidr): boolean {
  return inner.prefixLength >= outer.prefixLength && cidrContainsIp(outer, inner.network);
}

export function cidrsOverlap(a: Cidr, b: Cidr): boolean {
  return a.network <= lastAddress(b) && b.network <= lastAddress(a);
}

/** A usable host: inside the block and, for blocks larger than /31, not network or broadcast. */
export function isHostOf(cidr: Cidr, ip: number): boolean {
  if (!cidrContainsIp(cidr, ip)) return false;
  if (cidr.prefixLength >= 31) return true;
  return ip !== cidr.network && ip !== lastAddress(cidr);
}
