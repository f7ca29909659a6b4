import type { Crumb } from '../../../components/crumbs';
import { paths } from '../../../core/paths';

export const networksCrumb: Crumb = { label: 'Networks', to: paths.networks };
export const speedLimitsCrumb: Crumb = { label: 'Speed limits', to: paths.speedLimits };
export const externalIpsCrumb: Crumb = { label: 'External IPs', to: paths.externalIps };

/** The "network" breadcrumb level (Networks › <name>); `more` adds levels below it (Edit). */
export function networkCrumbs(network: { id: number; name: string }, ...more: Crumb[]): Crumb[] {
  const own = more.length > 0 ? { label: network.name, to: paths.network(network.id) } : { label: network.name };
  return [networksCrumb, own, ...more];
}

/** Speed limits live under Networks: Networks › Speed limits › <name>. */
export function speedLimitCrumbs(limit: { id: number; name: string }, ...more: Crumb[]): Crumb[] {
  const own = more.length > 0 ? { label: limit.name, to: paths.speedLimit(limit.id) } : { label: limit.name };
  return [networksCrumb, speedLimitsCrumb, own, ...more];
}

/** External IPs live under Networks too: Networks › External IPs › <address>. */
export function externalIpCrumbs(ip: { id: number; address: string }, ...more: Crumb[]): Crumb[] {
  const own = more.length > 0 ? { label: ip.address, to: paths.externalIp(ip.id) } : { label: ip.address };
  return [networksCrumb, externalIpsCrumb, own, ...more];
}
