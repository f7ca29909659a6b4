import { cidrContains, cidrsOverlap, formatCidr, isHostOf, parseCidr, parseIpv4, type Cidr } from '../../net/ipv4';

/** A network block: CIDR without host bits, /1 to /32 (a /0 is no tenant network). */
function parseBlock(text: string): Cidr | null {
  const cidr = parseCidr(text);
  return cidr && cidr.prefixLength > 0 ? cidr : null;
}

/** The site settings a network must fit into (null when the site leaves them open). */
export interface SiteNetworkPlan {
  prefix: string | null;
  netmask: number | null;
  tenantMinVlanId: number | null;
  tenantMaxVlanId: number | null;
}

export const VLAN_MIN = 1;
export const VLAN_MAX = 4000;

export function vlanRange(site: SiteNetworkPlan): [number, number] {
  return [site.tenantMinVlanId ?? VLAN_MIN, site.tenantMaxVlanId ?? VLAN_MAX];
}

/** Message for a VLAN id outside the site's tenant range, else null. */
export function vlanProblem(vlanId: number, site: SiteNetworkPlan): string | null {
  const [min, max] = vlanRange(site);
  if (vlanId >= min && vlanId <= max) return null;
  return `VLAN ID must be between ${min} and ${max} (the site's tenant VLAN range)`;
}

export function sitePrefix(site: SiteNetworkPlan): Cidr | null {
  if (!site.prefix || site.netmask == null) return null;
  return parseBlock(`${site.prefix}/${site.netmask}`);
}

export type SubnetCheck = { ok: true; cidr: Cidr } | { ok: false; msg: string };

/** A subnet must be CIDR with no host bits and lie inside the site prefix when the site has one. */
export function checkSubnet(subnet: string, site: SiteNetworkPlan): SubnetCheck {
  const cidr = parseBlock(subnet);
  if (!cidr) return { ok: false, msg: 'Must be a network in CIDR notation with no host bits set (e.g. 10.0.1.0/24)' };
  if (cidr.prefixLength > 30) return { ok: false, msg: 'Subnet must be /30 or larger to hold a gateway and hosts' };
  const outer = sitePrefix(site);
  if (outer && !cidrContains(outer, cidr))
    return { ok: false, msg: `Subnet must lie inside the site prefix ${formatCidr(outer)}` };
  return { ok: true, cidr };
}

/** The gateway must be a usable host address of the subnet. */
export function gatewayProblem(gateway: string, cidr: Cidr): string | null {
  const ip = parseIpv4(gateway);
  if (ip === null) return 'Must be a valid IPv4 address';
  return isHostOf(cidr, ip) ? null : `Gateway must be a host address inside ${formatCidr(cidr)}`;
}

/** First other network whose subnet overlaps the candidate, for the "overlaps" message. */
export function overlapping<T extends { subnet: string }>(cidr: Cidr, others: readonly T[]): T | undefined {
  return others.find((other) => {
    const parsed = parseBlock(other.subnet);
    return parsed !== null && cidrsOverlap(parsed, cidr);
  });
}
