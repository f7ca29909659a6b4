import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DescriptionList } from '../../../components/DescriptionList';
import type { Device, DeviceCredentials } from '../deviceTypes';

function CredentialsBlock({ title, credentials }: { title: string; credentials: DeviceCredentials }) {
  return (
    <Stack spacing={1} component="section" aria-label={title}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2">{title}</Typography>
        <Chip
          size="small"
          variant="outlined"
          label={credentials.enabled ? 'Enabled' : 'Disabled'}
          color={credentials.enabled ? 'success' : 'default'}
        />
      </Stack>
      <DescriptionList
        fields={[
          { label: 'Username', value: credentials.username },
          !!credentials.description && { label: 'Description', value: credentials.description },
        ]}
      />
    </Stack>
  );
}

/** "Credentials" card, shown only when the device has login or SSH credentials (requirements §2.6). */
export function DeviceCredentialsCard({ device }: { device: Device }) {
  const { login_credentials: login, ssh_credentials: ssh } = device;
  if (!login && !ssh) return null;
  return (
    <Card component="section" aria-label="Credentials">
      <CardHeader title="Credentials" />
      <CardContent>
        <Stack spacing={3}>
          {login ? <CredentialsBlock title="Login Credentials" credentials={login} /> : null}
          {ssh ? <CredentialsBlock title="SSH Credentials" credentials={ssh} /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
