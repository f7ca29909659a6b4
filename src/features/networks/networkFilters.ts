import { siteFilter, type ListFilterDef } from '../../components/entity/listFilters';
import { placeFilters } from '../../components/entity/propertyFilters';
import { sourceOf } from '../../core/entity/entityRegistry';

const tenantFilter: ListFilterDef = {
  param: 'tenant_id',
  aliases: ['tenantId'],
  label: 'Tenant',
  reference: sourceOf('tenant'),
};

/** The networks list's filters (requirements §2.2: speed_limit_id, e.g. from a speed limit's page). */
export const networkFilters: readonly ListFilterDef[] = [
  siteFilter,
  tenantFilter,
  { param: 'speed_limit_id', aliases: ['speedLimitId'], label: 'Speed limit', reference: sourceOf('speed_limit') },
  ...placeFilters,
];
export const offeredNetworkFilters = ['tenant_id', 'speed_limit_id'] as const;

/** The external IPs list's filters: a network's page links here with network_id. */
export const externalIpFilters: readonly ListFilterDef[] = [
  siteFilter,
  { param: 'network_id', aliases: ['networkId', 'network'], label: 'Network', reference: sourceOf('network') },
  tenantFilter,
];
export const offeredExternalIpFilters = ['network_id', 'tenant_id'] as const;
