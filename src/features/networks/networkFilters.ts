import { siteFilter, type ListFilterDef } from '../../components/entity/listFilters';
import { networkSource, placeFilters } from '../../components/entity/propertyFilters';
import type { ReferenceSource } from '../../core/entity/referenceApi';

export const tenantSource: ReferenceSource = { path: '/crm/tenants/', tag: 'Tenant' };
export const speedLimitSource: ReferenceSource = { path: '/crm/networks/speedlimits/', tag: 'SpeedLimit' };
export { networkSource };

const tenantFilter: ListFilterDef = {
  param: 'tenant_id',
  aliases: ['tenantId'],
  label: 'Tenant',
  reference: tenantSource,
};

/** The networks list's filters (requirements §2.2: speed_limit_id, e.g. from a speed limit's page). */
export const networkFilters: readonly ListFilterDef[] = [
  siteFilter,
  tenantFilter,
  { param: 'speed_limit_id', aliases: ['speedLimitId'], label: 'Speed limit', reference: speedLimitSource },
  ...placeFilters,
];
export const offeredNetworkFilters = ['tenant_id', 'speed_limit_id'] as const;

/** The external IPs list's filters: a network's page links here with network_id. */
export const externalIpFilters: readonly ListFilterDef[] = [
  siteFilter,
  { param: 'network_id', aliases: ['networkId', 'network'], label: 'Network', reference: networkSource },
  tenantFilter,
];
export const offeredExternalIpFilters = ['network_id', 'tenant_id'] as const;
