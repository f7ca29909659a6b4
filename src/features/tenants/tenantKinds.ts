import type { FilterChoice } from '../../components/entity/listFilters';
import type { TenantKind } from './tenantTypes';

/** The kinds as the list's filter, the form and the detail page show them. */
export const tenantKindChoices: readonly (FilterChoice & { value: TenantKind })[] = [
  { value: 'person', label: 'Person' },
  { value: 'company', label: 'Company' },
];

export function kindLabel(kind: string | null | undefined): string {
  return tenantKindChoices.find((choice) => choice.value === kind)?.label ?? (kind || '');
}
