import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PageHeader from '../../../components/PageHeader';
import { paths } from '../../../core/paths';
import { useListSitesQuery } from '../../../core/tenancy/sitesApi';
import { ALERT_KINDS, ALERT_KIND_LABELS, type AlertKind } from '../../../../rules/alerts';
import { useListAlertsQuery, type AlertFilters } from '../alertsApi';
import AlertsTable from '../components/AlertsTable';
import MaintenanceWindows from '../components/MaintenanceWindows';

/** /alerts: the customer's alerts with filters (open/closed, kind, site), live, and its maintenance windows. */
export default function AlertsPage() {
  const [filters, setFilters] = useState<AlertFilters>({ status: 'open', page_size: 100 });
  const alerts = useListAlertsQuery(filters);
  const sites = useListSitesQuery({ page: 1, pageSize: 100, ordering: 'name' });
  const siteList = (sites.data?.data ?? []).map((site) => ({ id: site.id, name: site.name }));
  const siteName = (id: number) => siteList.find((site) => site.id === id)?.name ?? `Site ${id}`;
  const set = (patch: Partial<AlertFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <>
      <PageHeader
        title="Alerts"
        actions={
          <Button component={RouterLink} to={paths.notificationSettings} variant="outlined">
            Notification settings
          </Button>
        }
      />
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} component="section" aria-label="Filters">
          <TextField
            select
            size="small"
            label="Status"
            value={filters.status ?? ''}
            onChange={(event) => set({ status: (event.target.value || undefined) as AlertFilters['status'] })}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">All</MenuItem>
            <MenuItem value="open">Open</MenuItem>
            <MenuItem value="closed">Closed</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label="Kind"
            value={filters.kind ?? ''}
            onChange={(event) => set({ kind: (event.target.value || undefined) as AlertKind | undefined })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">All kinds</MenuItem>
            {ALERT_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {ALERT_KIND_LABELS[kind]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Site"
            value={filters.site_id ?? ''}
            onChange={(event) => set({ site_id: event.target.value === '' ? undefined : Number(event.target.value) })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">All sites</MenuItem>
            {siteList.map((site) => (
              <MenuItem key={site.id} value={site.id}>
                {site.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {alerts.data?.silenced_by.map((window) => (
          <Alert key={window.id} severity="info">
            {`Alerts of ${siteName(window.site_id)}${window.device_id ? ` (router #${window.device_id})` : ''} are silenced by maintenance until ${new Date(window.ends_at).toLocaleString()}${window.reason ? `: ${window.reason}` : ''}.`}
          </Alert>
        ))}
        <section aria-label="Alert list">
          {alerts.isError ? (
            <Typography color="error">Alerts could not be loaded.</Typography>
          ) : alerts.data ? (
            <AlertsTable alerts={alerts.data.data} />
          ) : null}
        </section>
        <Stack component="section" aria-label="Maintenance windows" spacing={1.5}>
          <Typography variant="h6" component="h2">
            Maintenance windows
          </Typography>
          <MaintenanceWindows sites={siteList} />
        </Stack>
      </Stack>
    </>
  );
}
