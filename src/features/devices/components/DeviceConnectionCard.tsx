import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { DescriptionList } from '../../../components/DescriptionList';
import { connectionInfo } from '../deviceDisplay';
import type { Device } from '../deviceTypes';
import { When } from './When';

/** "Connection & Status" card (requirements §2.6). */
export function DeviceConnectionCard({ device }: { device: Device }) {
  return (
    <Card component="section" aria-label="Connection & Status">
      <CardHeader title="Connection & Status" />
      <CardContent>
        <DescriptionList
          fields={[
            { label: 'Site', value: device.site_name ?? 'No site' },
            { label: 'Connection', value: connectionInfo(device) },
            { label: 'Created', value: <When at={device.created_at} /> },
            { label: 'Modified', value: <When at={device.modified_at} /> },
            { label: 'Last Sync', value: device.last_sync_at ? <When at={device.last_sync_at} /> : 'Never' },
            !!device.bridge_switch && { label: 'Bridge Switch', value: device.bridge_switch },
            !!device.bridge_external && { label: 'Bridge External', value: device.bridge_external },
            device.external_interface != null && { label: 'External Interface', value: device.external_interface },
          ]}
        />
      </CardContent>
    </Card>
  );
}
