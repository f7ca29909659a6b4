import type { EntityType } from '../../../rules/entityTypes';
import type { BulkName } from '../../core/entity/entityRegistry';
import type { FilterChoice } from '../../components/entity/listFilters';
import { roomKindChoices } from '../../components/entity/propertyFilters';

/** A field a bulk edit sets: free text, one of some choices, or a reference to another entity's row. */
export type BulkField = { name: string; label: string } & (
  { kind: 'text' } | { kind: 'choice'; choices: readonly FilterChoice[] } | { kind: 'reference'; entity: EntityType }
);

const tenantKindChoices: readonly FilterChoice[] = [
  { value: 'person', label: 'Person' },
  { value: 'company', label: 'Company' },
];

/**
 * What each list's bulk edit offers: fields the server lets a bulk edit set (its settableFields)
 * that make sense on many rows at once; names, VLANs and subnets are one row's own.
 */
export const BULK_FIELDS: Readonly<Record<BulkName, readonly BulkField[]>> = {
  networks: [
    { name: 'speed_limit_id', label: 'Speed limit', kind: 'reference', entity: 'speed_limit' },
    { name: 'tenant_id', label: 'Tenant', kind: 'reference', entity: 'tenant' },
    { name: 'description', label: 'Description', kind: 'text' },
  ],
  tenants: [
    { name: 'kind', label: 'Kind', kind: 'choice', choices: tenantKindChoices },
    { name: 'reference', label: 'Reference', kind: 'text' },
  ],
  rooms: [
    { name: 'kind', label: 'Kind', kind: 'choice', choices: roomKindChoices },
    { name: 'floor_id', label: 'Floor', kind: 'reference', entity: 'floor' },
  ],
  outlets: [
    { name: 'network_id', label: 'Network', kind: 'reference', entity: 'network' },
    { name: 'description', label: 'Description', kind: 'text' },
  ],
};

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/**
 * A preview row's change as text, "Kind: Office → Storage": references by their name when the
 * preview gives one (speed_limit_name beside speed_limit_id).
 */
export function changeLines(before: Record<string, unknown>, after: Record<string, unknown> | null): string[] {
  const source = after ?? before;
  const keys = Object.keys(source).filter((key) => !(key.endsWith('_id') && `${key.slice(0, -3)}_name` in source));
  return keys.map((key) => {
    const label = key.replace(/_name$/, '').replaceAll('_', ' ');
    const name = label.charAt(0).toUpperCase() + label.slice(1);
    return after ? `${name}: ${shown(before[key])} → ${shown(after[key])}` : `${name}: ${shown(before[key])}`;
  });
}
