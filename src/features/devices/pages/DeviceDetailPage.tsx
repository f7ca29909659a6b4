import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import CodeIcon from '@mui/icons-material/Code';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { PageHeader } from '../../../components/PageHeader';
import { DeleteDeviceDialog } from '../components/DeleteDeviceDialog';
import { DeviceConnectionCard } from '../components/DeviceConnectionCard';
import { DeviceCredentialsCard } from '../components/DeviceCredentialsCard';
import { devicePlace, deviceTitle } from '../deviceDisplay';
import { DeviceHistoryCard } from '../components/DeviceHistoryCard';
import { DeviceInfoCard } from '../components/DeviceInfoCard';
import { DevicePlanCard } from '../components/DevicePlanCard';
import { DeviceLastSyncCard } from '../components/DeviceLastSyncCard';
import { DeviceRoutePage } from '../components/DeviceRoutePage';
import { paths } from '../../../core/paths';
import type { Device } from '../deviceTypes';
import { DeviceSyncButton } from '../components/DeviceSyncButton';
import { useDeviceCrumbs } from '../components/useDeviceCrumbs';

// The charts' chunk, shared with the dashboard: plain SVG, loaded only when a device page opens.
const DeviceReachabilityChart = lazy(() =>
  import(/* webpackChunkName: "charts" */ '../../../components/monitoring/MonitoringCharts').then((charts) => ({
    default: charts.DeviceReachabilityChart,
  })),
);

/** /mikrotik/devices/:id — the device's cards and its actions (requirements §2.6). */
export default function DeviceDetailPage() {
  return <DeviceRoutePage>{(device) => <DeviceDetail device={device} />}</DeviceRoutePage>;
}

function DeviceDetail({ device }: { device: Device }) {
  const navigate = useNavigate();
  const { id } = device;
  const [deleteOpen, setDeleteOpen] = useState(false);
  useDeviceCrumbs(device);

  const actions = (
    <>
      <Button variant="outlined" startIcon={<EditIcon />} onClick={() => navigate(paths.deviceEdit(id))}>
        Edit Device
      </Button>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setDeleteOpen(true)}>
        Delete Device
      </Button>
      <Button variant="outlined" startIcon={<CodeIcon />} onClick={() => navigate(paths.deviceConfig(id))}>
        View Config
      </Button>
      <DeviceSyncButton device={device} />
    </>
  );

  return (
    <>
      <PageHeader title={deviceTitle(device)} subtitle={devicePlace(device)} actions={actions} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <DeviceInfoCard device={device} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DeviceConnectionCard device={device} />
        </Grid>
        <Grid size={12}>
          <DeviceLastSyncCard device={device} />
        </Grid>
        {device.site_id !== null && (
          <Grid size={12}>
            <Card component="section" aria-label="Reachability, last 24 hours">
              <CardHeader title="Reachability, last 24 hours" />
              <CardContent>
                <Suspense fallback={null}>
                  <DeviceReachabilityChart deviceId={id} siteId={device.site_id} customerId={device.customer_id} />
                </Suspense>
              </CardContent>
            </Card>
          </Grid>
        )}
        <Grid size={12}>
          <DeviceCredentialsCard device={device} />
        </Grid>
        <Grid size={12}>
          <DevicePlanCard device={device} />
        </Grid>
        <Grid size={12}>
          <DeviceHistoryCard deviceId={device.id} />
        </Grid>
      </Grid>
      <DeleteDeviceDialog
        device={deleteOpen ? device : null}
        onClose={() => setDeleteOpen(false)}
        onDeleted={() => navigate(paths.mikrotikDevices, { replace: true })}
      />
    </>
  );
}
