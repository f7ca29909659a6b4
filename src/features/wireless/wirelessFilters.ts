import { siteFilter, type ListFilterDef } from '../../components/entity/listFilters';
import { placeFilters } from '../../components/entity/propertyFilters';
import { sourceOf } from '../../core/entity/entityRegistry';

/** The wireless list's filters: site, network, whether the SSID is broadcast at all, and its place (§2.2). */
export const wirelessFilters: readonly ListFilterDef[] = [
  siteFilter,
  { param: 'network_id', aliases: ['networkId', 'network'], label: 'Network', reference: sourceOf('network') },
  {
    param: 'enabled',
    label: 'Enabled',
    choices: [
      { value: 'true', label: 'Enabled' },
      { value: 'false', label: 'Disabled' },
    ],
  },
  ...placeFilters,
];

export const offeredWirelessFilters = ['network_id', 'enabled'] as const;
