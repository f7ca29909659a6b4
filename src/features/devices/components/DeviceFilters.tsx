import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
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
          <TextField
            type="search"
            label="Search"
            placeholder="Search devices..."
            value={filters.search}
            onChange={(event) => onChange('search', event.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            label="Status"
            value={filters.status}
            onChange={(event) => onChange('status', event.target.value as StatusFilter)}
            sx={{ minWidth: { md: 200 } }}
          >
            {statusOptions.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Site"
            value={filters.site}
            onChange={(event) => onChange('site', event.target.value)}
            sx={{ minWidth: { md: 200 } }}
          >
            <MenuItem value="all">All sites</MenuItem>
            {siteOptions.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="State"
            value={filters.state}
            onChange={(event) => onChange('state', event.target.value as StateFilter)}
            sx={{ minWidth: { md: 200 } }}
          >
            {stateOptions.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </CardContent>
    </Card>
  );
}
