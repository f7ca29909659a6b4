import type { ListFilterDef } from '../../components/entity/listFilters';

/** The users list's filters (server: role, is_active), both offered in the filter bar. */
export const userFilters: readonly ListFilterDef[] = [
  {
    param: 'role',
    label: 'Role',
    choices: [
      { value: 'staff', label: 'Staff' },
      { value: 'manager', label: 'Manager' },
    ],
  },
  {
    param: 'is_active',
    label: 'Status',
    choices: [
      { value: 'true', label: 'Active' },
      { value: 'false', label: 'Inactive' },
    ],
  },
];

export const offeredUserFilters = userFilters.map((filter) => filter.param);
