import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { DetailList, DetailRow } from './DetailList';
import { DeviceStatusChip } from './DeviceStatusChip';
import type { Device } from '../deviceTypes';

/** "Device Information" card with the fallbacks of requirements §2.6. */
export function DeviceInfoCard({ device }: { device: Device }) {
  return (
    <Card component="section" aria-label="Device Information">
      <CardHeader title="Device Information" action={<DeviceStatusChip device={device} />} />
      <CardContent>
        <DetailList>
          <DetailRow label="Unique ID">{device.unique_id || 'N/A'}</DetailRow>
          <DetailRow label="Identity">{device.identity || 'Not set'}</DetailRow>
          {device.description ? <DetailRow label="Description">{device.description}</DetailRow> : null}
          {/* The router's own customer and site, not the active ones: devices span customers. */}
          <DetailRow label="Customer">{device.customer_name || 'No site'}</DetailRow>
          <DetailRow label="Site">{device.site_name || 'No site'}</DetailRow>
          <DetailRow label="IP Address">{device.ip_address || 'Not configured'}</DetailRow>
          <DetailRow label="Hostname">{device.hostname || 'Not configured'}</DetailRow>
          <DetailRow label="API Port">{device.api_port ?? 'Default'}</DetailRow>
          <DetailRow label="SSH Port">{device.ssh_port}</DetailRow>
          <DetailRow label="API SSL">{device.api_ssl ? 'Enabled' : 'Disabled'}</DetailRow>
          <DetailRow label="Enabled">{device.enabled ? 'Yes' : 'No'}</DetailRow>
        </DetailList>
      </CardContent>
    </Card>
  );
}
