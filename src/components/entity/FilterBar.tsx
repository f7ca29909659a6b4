import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridUrlState } from '../useGridUrlState';
import { FilterChip } from './FilterChip';
import ListSearchField from './ListSearchField';
import { isReferenceFilter, type ListFilterDef } from './listFilters';
import { ReferenceFilterButton } from './ReferenceFilterButton';

interface FilterBarProps {
  grid: GridUrlState;
  filters: readonly ListFilterDef[];
  searchLabel: string;
  /** filters the bar offers as inputs (choices and references); the rest arrive only by links */
  offered?: readonly string[];
  /** actions at the end of the bar (Export CSV) */
  actions?: React.ReactNode;
}

/**
 * A list's search box, a field for each offered filter not yet set, the active filters as removable
 * chips, and Clear filters while anything is set.
 */
export function FilterBar({ grid, filters, searchLabel, offered, actions }: FilterBarProps) {
  const active = filters.filter((filter) => grid.filters[filter.param]);
  const open = filters.filter(
    (filter) =>
      !grid.filters[filter.param] && (offered ?? []).includes(filter.param) && (filter.choices || filter.reference),
  );
  const anySet = active.length > 0 || grid.search !== '';

  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', rowGap: 1.5 }}
      >
        <ListSearchField value={grid.search} onSearch={grid.setSearch} label={searchLabel} />
        {open.map((filter) =>
          filter.choices ? (
            <TextField
              key={filter.param}
              select
              size="small"
              // Not the theme's full width: in the bar a choice is as wide as its choices, beside the others.
              fullWidth={false}
              label={filter.label}
              value=""
              onChange={(event) => grid.setFilter(filter.param, event.target.value || null)}
              sx={{ minWidth: 160 }}
            >
              {filter.choices.map((choice) => (
                <MenuItem key={choice.value} value={choice.value}>
                  {choice.label}
                </MenuItem>
              ))}
            </TextField>
          ) : isReferenceFilter(filter) ? (
            <ReferenceFilterButton
              key={filter.param}
              filter={filter}
              onChoose={(id) => grid.setFilter(filter.param, String(id))}
            />
          ) : null,
        )}
        <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto !important' } }}>
          {anySet ? (
            <Button size="small" onClick={grid.clearFilters}>
              Clear filters
            </Button>
          ) : null}
          {actions}
        </Stack>
      </Stack>
      {active.length > 0 ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label="Active filters">
          {active.map((filter) => (
            <FilterChip
              key={filter.param}
              filter={filter}
              value={grid.filters[filter.param]}
              onRemove={() => grid.setFilter(filter.param, null)}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
