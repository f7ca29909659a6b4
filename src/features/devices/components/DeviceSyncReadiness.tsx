import { useFormikContext } from 'formik';
import Alert from '@mui/material/Alert';
import type { DeviceFormValues } from '../deviceFormValues';

/**
 * What a new device still lacks before it can be synced, as the server checks it (isConfigured in
 * server/src/entities/devices/deviceFields.ts): a site, an address to connect to, and login
 * credentials with a password. `storedPassword`: the device already has a login password.
 */
export function missingForSync(values: DeviceFormValues, storedPassword: boolean): string[] {
  const missing: string[] = [];
  if (!values.site_id) missing.push('a site');
  if (!values.ip_address.trim() && !values.hostname.trim()) missing.push('an IP address or hostname');
  if (!values.login_credentials.username.trim()) missing.push('a login username');
  if (!values.login_credentials.password && !storedPassword) missing.push('a login password');
  return missing;
}

/** On a new device's form: says what is still missing before it can be synced, as the user fills it in. */
export function DeviceSyncReadiness({ storedPassword }: { storedPassword: boolean }) {
  const { values } = useFormikContext<DeviceFormValues>();
  const missing = missingForSync(values, storedPassword);
  if (missing.length === 0)
    return (
      <Alert severity="success" role="status">
        This device has everything a sync needs; save it to enable Sync Device.
      </Alert>
    );
  return (
    <Alert severity="info" role="status">
      This new device cannot be synced yet. Still missing: {missing.join(', ')}.
    </Alert>
  );
}
