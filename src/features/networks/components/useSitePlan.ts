import { skipToken } from '@reduxjs/toolkit/query';
import { useGetReferenceQuery } from '../../../core/entity/referenceApi';
import { sourceOf } from '../../../core/entity/entityRegistry';

/** The site settings a network must fit into, as the helper texts name them. */
export interface SitePlan {
  vlanHint: string;
  subnetHint: string;
}

// The server's defaults when a site leaves its range open (networkRules.ts).
const VLAN_MIN = 1;
const VLAN_MAX = 4000;

const asNumber = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Reads the network's site and words its tenant VLAN range and prefix; null while it loads. */
export function useSitePlan(siteId: number | null | undefined): SitePlan | null {
  const { data: site } = useGetReferenceQuery(siteId ? { ...sourceOf('site'), id: siteId } : skipToken);
  if (!site) return null;
  const min = asNumber(site.tenant_min_vlan_id) ?? VLAN_MIN;
  const max = asNumber(site.tenant_max_vlan_id) ?? VLAN_MAX;
  const prefix = typeof site.prefix === 'string' && site.netmask != null ? `${site.prefix}/${site.netmask}` : null;
  return {
    vlanHint: `Between ${min} and ${max} (the site's tenant VLAN range)`,
    subnetHint: prefix ? `CIDR inside the site prefix ${prefix}` : 'CIDR, e.g. 10.0.1.0/24 (the site has no prefix)',
  };
}
