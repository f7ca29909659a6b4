import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { DetailList, DetailRow } from './DetailList';
import { connectionInfo } from '../deviceDisplay';
import type { Device } from '../deviceTypes';
import { When } from './When';

/** "Connection & Status" card (requirements §2.6). */
export function DeviceConnectionCard({ device }: { device: Device }) {
  return (
    <Card component="section" aria-label="Connection & Status">
      <CardHeader title="Connection & Status" />
      <CardContent>
        <DetailList>
          <DetailRow label="Site">{device.site_name ?? 'No site'}</DetailRow>
          <DetailRow label="Connection">{connectionInfo(device)}</DetailRow>
          <DetailRow label="Created">
            <When at={device.created_at} />
          </DetailRow>
          <DetailRow label="Modified">
            <When at={device.modified_at} />
          </DetailRow>
          <DetailRow label="Last Sync">{device.last_sync_at ? <When at={device.last_sync_at} /> : 'Never'}</DetailRow>
          {device.bridge_switch ? <DetailRow label="Bridge Switch">{device.bridge_switch}</DetailRow> : null}
          {device.bridge_external ? <DetailRow label="Bridge External">{device.bridge_external}</DetailRow> : null}
          {device.external_interface != null ? (
            <DetailRow label="External Interface">{device.external_interface}</DetailRow>
          ) : null}
        </DetailList>
      </CardContent>
    </Card>
  );
}
