import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { DescriptionList } from '../../../components/DescriptionList';
import { DeviceStatusChip } from './DeviceStatusChip';
import type { Device } from '../deviceTypes';

/** "Device Information" card with the fallbacks of requirements §2.6. */
export function DeviceInfoCard({ device }: { device: Device }) {
  return (
    <Card component="section" aria-label="Device Information">
      <CardHeader title="Device Information" action={<DeviceStatusChip device={device} />} />
      <CardContent>
        <DescriptionList
          fields={[
            { label: 'Unique ID', value: device.unique_id || 'N/A' },
            { label: 'Identity', value: device.identity || 'Not set' },
            !!device.description && { label: 'Description', value: device.description },
            // The router's own customer and site, not the active ones: devices span customers.
            { label: 'Customer', value: device.customer_name || 'No site' },
            { label: 'Site', value: device.site_name || 'No site' },
            { label: 'IP Address', value: device.ip_address || 'Not configured' },
            { label: 'Hostname', value: device.hostname || 'Not configured' },
            { label: 'API Port', value: device.api_port ?? 'Default' },
            { label: 'SSH Port', value: device.ssh_port },
            { label: 'API SSL', value: device.api_ssl ? 'Enabled' : 'Disabled' },
            { label: 'Enabled', value: device.enabled ? 'Yes' : 'No' },
          ]}
        />
      </CardContent>
    </Card>
  );
}
