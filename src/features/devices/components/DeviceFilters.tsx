import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SearchField } from '../../../components/SearchField';
import { hasFilters } from '../deviceFilters';
import type { DeviceFilterValues, StateFilter, StatusFilter } from '../deviceFilters';
import { deviceStateLabels } from '../deviceStateDisplay';
import { useSiteOptions } from './useSiteOptions';

interface DeviceFiltersProps {
  filters: DeviceFilterValues;
  onChange: <K extends keyof DeviceFilterValues>(key: K, value: DeviceFilterValues[K]) => void;
  onClear: () => void;
}

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'enabled', label: 'Enabled' },
  { value: 'disabled', label: 'Disabled' },
  { value: 'new', label: 'New devices' },
];

const stateOptions: { value: StateFilter; label: string }[] = [
  { value: 'all', label: 'All states' },
  ...Object.entries(deviceStateLabels).map(([value, label]) => ({ value: value as StateFilter, label })),
  { value: 'changes_pending', label: 'Changes pending' },
];

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: { md: 200 } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The Filters card of the device list (requirements §2.6). */
export function DeviceFilters({ filters, onChange, onClear }: DeviceFiltersProps) {
  const siteOptions = useSiteOptions(filters.site === 'all' ? null : filters.site);
  return (
    <Card component="section" aria-label="Filters">
      <CardHeader
        title="Filters"
        slotProps={{ title: { variant: 'h6' } }}
        action={hasFilters(filters) ? <Button onClick={onClear}>Clear filters</Button> : null}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <SearchField
            label="Search"
            placeholder="Search devices..."
            value={filters.search}
            onChange={(event) => onChange('search', event.target.value)}
          />
          <FilterSelect
            label="Status"
            value={filters.status}
            options={statusOptions}
            onChange={(value) => onChange('status', value as StatusFilter)}
          />
          <FilterSelect
            label="Site"
            value={filters.site}
            options={[{ value: 'all', label: 'All sites' }, ...siteOptions]}
            onChange={(value) => onChange('site', value)}
          />
          <FilterSelect
            label="State"
            value={filters.state}
            options={stateOptions}
            onChange={(value) => onChange('state', value as StateFilter)}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
