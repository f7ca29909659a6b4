import { blockSize, cidrsOverlap, formatCidr, formatIpv4, networkOf, parseCidr, type Cidr } from '../../net/ipv4';
import { sitePrefix, vlanRange, type SiteNetworkPlan } from './networkRules';

/** What a new network of the site could use; null where the range or prefix is full (or has no prefix). */
export interface NextFreeNetwork {
  vlan_id: number | null;
  subnet: string | null;
  gateway: string | null;
}

const DEFAULT_PREFIX_LENGTH = 24;
const SMALLEST_PREFIX_LENGTH = 30; // networkRules refuses anything smaller

/** The lowest VLAN id of the site's tenant range no network of the site uses. */
export function nextFreeVlan(site: SiteNetworkPlan, used: readonly number[]): number | null {
  const taken = new Set(used);
  const [min, max] = vlanRange(site);
  for (let vlan = min; vlan <= max; vlan += 1) if (!taken.has(vlan)) return vlan;
  return null;
}

/** The size the site's networks mostly have (ties: the larger block), else /24; always inside the prefix. */
function proposedPrefixLength(prefix: Cidr, existing: readonly Cidr[]): number {
  const counts = new Map<number, number>();
  for (const cidr of existing) counts.set(cidr.prefixLength, (counts.get(cidr.prefixLength) ?? 0) + 1);
  let length = DEFAULT_PREFIX_LENGTH;
  let best = 0;
  for (const [candidate, count] of counts)
    if (count > best || (count === best && candidate < length)) [length, best] = [candidate, count];
  return Math.min(Math.max(length, prefix.prefixLength), SMALLEST_PREFIX_LENGTH);
}

/** The first block of the proposed size inside the site prefix overlapping no network of the site. */
export function nextFreeSubnet(site: SiteNetworkPlan, usedSubnets: readonly string[]): Cidr | null {
  const prefix = sitePrefix(site);
  if (!prefix) return null;
  const existing = usedSubnets.map((text) => parseCidr(text)).filter((cidr): cidr is Cidr => cidr !== null);
  const length = proposedPrefixLength(prefix, existing);
  let start = prefix.network;
  while (start + blockSize(length) - 1 <= prefix.broadcast) {
    const candidate = networkOf(start, length);
    const clash = existing.find((cidr) => cidrsOverlap(cidr, candidate));
    if (!clash) return candidate;
    // Jump past the clash to the next aligned block rather than stepping one block at a time.
    start = Math.max(candidate.broadcast, clash.broadcast) + 1;
    start = Math.ceil(start / blockSize(length)) * blockSize(length);
  }
  return null;
}

export function nextFreeNetwork(
  site: SiteNetworkPlan,
  others: readonly { vlanId: number; subnet: string }[],
): NextFreeNetwork {
  const subnet = nextFreeSubnet(
    site,
    others.map((other) => other.subnet),
  );
  return {
    vlan_id: nextFreeVlan(
      site,
      others.map((other) => other.vlanId),
    ),
    subnet: subnet ? formatCidr(subnet) : null,
    gateway: subnet ? formatIpv4(subnet.network + 1) : null,
  };
}
