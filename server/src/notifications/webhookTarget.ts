/**
 * Where a webhook may go: public unicast addresses only, unless NOTIFY_ALLOW_PRIVATE_TARGETS=1. A URL
 * naming loopback, link-local (the cloud metadata service at 169.254.169.254), private, shared,
 * unique-local or otherwise reserved addresses would let whoever sets a webhook make the server probe
 * its own network (SSRF). The host is checked when the settings are saved and again at each delivery,
 * on the very address the connection uses (`safeLookup`), so a name that later resolves elsewhere
 * (DNS rebinding) is refused too.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 (embeds an IPv4 address)
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (`::ffff:127.0.0.1`), if any. */
function embeddedIpv4(address: string): string | null {
  const match = /^::(?:ffff:(?:0:)?)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (match) return match[1];
  const hex = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** True for any address that is not public unicast. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIpv4(bare);
  if (inner) return blocked.check(inner, 'ipv4');
  return blocked.check(bare, 'ipv6');
}

/** The user-facing refusal (a settings field error and a delivery's last error say the same). */
export const privateTargetMessage = (host: string, address: string) =>
  host === address
    ? `The webhook URL points at an internal address (${address}): webhooks go to public addresses only.`
    : `The webhook's host ${host} resolves to an internal address (${address}): webhooks go to public addresses only.`;

export class PrivateTargetError extends Error {
  override name = 'PrivateTargetError';
}

export type Resolve = (host: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/**
 * The refusal for a URL whose host is, or resolves to, an internal address; null when it may be used.
 * A name that does not resolve (yet) is let through: the delivery checks again and reports it.
 */
export async function webhookTargetError(url: URL, resolve: Resolve, timeoutMs = 3000): Promise<string | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPrivateAddress(host) ? privateTargetMessage(host, host) : null;
  let timer: NodeJS.Timeout | undefined;
  const addresses = await Promise.race([
    resolve(host).catch(() => [] as LookupAddress[]),
    new Promise<LookupAddress[]>((done) => {
      timer = setTimeout(() => done([]), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
  const internal = addresses.find((entry) => isPrivateAddress(entry.address));
  return internal ? privateTargetMessage(host, internal.address) : null;
}

/**
 * A `lookup` for http.request that refuses internal addresses: the check is on the address the socket
 * then connects to, so nothing can swap it between check and connect.
 */
export function safeLookup(resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const internal = addresses.find((entry) => isPrivateAddress(entry.address));
        if (internal) {
          callback(new PrivateTargetError(privateTargetMessage(hostname, internal.address)), '', 4);
          return;
        }
        const usable = addresses.filter((entry) => !options.family || entry.family === options.family);
        if (usable.length === 0) {
          callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '', 4);
          return;
        }
        if (options.all) callback(null, usable);
        else callback(null, usable[0].address, usable[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}
