import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/PageHeader';
import { reloadPage } from '../../../core/browser';
import { filterDevices } from '../deviceFilters';
import { DeviceFilters } from '../components/DeviceFilters';
import { paths } from '../../../core/paths';
import { useListDevicesQuery } from '../devicesApi';
import { DeviceSummaryCards } from '../components/DeviceSummaryCards';
import { DeviceTable } from '../components/DeviceTable';
import type { Device } from '../deviceTypes';
import { useDeviceFilters } from '../components/useDeviceFilters';
import { lazyWithPreload } from '../../../components/lazyWithPreload';

// The delete dialog (and MUI's Dialog) is a chunk of its own: most visits to the list delete nothing.
const { Component: DeleteDeviceDialog } = lazyWithPreload(() =>
  import('../components/DeleteDeviceDialog').then((m) => m.DeleteDeviceDialog),
);

/** /mikrotik/devices: summary cards, filters (kept in the URL) and the device table (requirements §2.6). */
export default function DeviceListPage() {
  const navigate = useNavigate();
  const { data: devices, isError } = useListDevicesQuery();
  const { filters, setFilter, clearFilters } = useDeviceFilters();
  const [toDelete, setToDelete] = useState<Device | null>(null);
  // Mounted from the first delete on, so that closing it still plays the dialog's exit.
  const [deleteAsked, setDeleteAsked] = useState(false);
  const askDelete = (device: Device) => {
    setDeleteAsked(true);
    setToDelete(device);
  };

  const header = (
    <PageHeader title="Mikrotik devices" onCreate={() => navigate(paths.deviceCreate)} createLabel="Device" />
  );

  if (isError) {
    return (
      <>
        {header}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => reloadPage()}>
              Retry
            </Button>
          }
        >
          <AlertTitle>Error loading Mikrotik devices</AlertTitle>
        </Alert>
      </>
    );
  }

  return (
    <>
      {header}
      <Stack spacing={3}>
        <DeviceSummaryCards devices={devices} />
        <DeviceFilters filters={filters} onChange={setFilter} onClear={clearFilters} />
        <DeviceTable devices={devices && filterDevices(devices, filters)} onDelete={askDelete} />
      </Stack>
      {deleteAsked && (
        <Suspense fallback={null}>
          <DeleteDeviceDialog device={toDelete} onClose={() => setToDelete(null)} />
        </Suspense>
      )}
    </>
  );
}
