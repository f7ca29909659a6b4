import type { ReactNode } from 'react';
import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormikTextField } from '../../../components/form/FormikTextField';
import { FormPage, type FormPageHeading } from '../../../components/form/FormPage';
import { DeviceCredentialsFields } from './DeviceCredentialsFields';
import type { DeviceFormValues } from '../deviceFormValues';
import { API_PORT_PLACEHOLDER, deviceSchema } from '../../../../rules/deviceSchema';
import { DeviceSiteField } from './DeviceSiteField';
import { FormikSwitch } from '../../../components/form/FormikSwitch';
import { DeviceSyncReadiness } from './DeviceSyncReadiness';

/** Its page's header ("Create Mikrotik Device" with "Create Device", "Edit <identity>" with "Update Device"), values and save. */
export interface DeviceFormProps extends FormPageHeading {
  initialValues: DeviceFormValues;
  onSubmit: (values: DeviceFormValues, helpers: FormikHelpers<DeviceFormValues>) => Promise<void>;
  /** Set on edit: a blank password keeps the stored one. */
  editing?: boolean;
  /** Set for an announced device not configured yet: the form says what a sync still needs. */
  newDevice?: { storedPassword: boolean };
}

const half = { xs: 12, sm: 6 };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Grid container columnSpacing={2}>
        {children}
      </Grid>
    </Stack>
  );
}

/** The one device form, shared by the create and edit pages (rules: deviceSchema, requirements §5). */
export function DeviceForm({ initialValues, onSubmit, editing, newDevice, ...heading }: DeviceFormProps) {
  const passwordHint = editing ? 'Leave blank to keep the current password' : undefined;
  return (
    <Formik initialValues={initialValues} validationSchema={deviceSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <FormPage heading={heading} saving={isSubmitting} label="Device form">
          {newDevice ? (
            <Stack sx={{ mb: 2 }}>
              <DeviceSyncReadiness storedPassword={newDevice.storedPassword} />
            </Stack>
          ) : null}
          <Card>
            <CardContent>
              <Stack spacing={3} divider={<Divider flexItem />}>
                <Section title="General">
                  <Grid size={12}>
                    <FormikTextField name="identity" label="Identity" required />
                  </Grid>
                  <Grid size={12}>
                    <FormikTextField name="description" label="Description" multiline minRows={2} />
                  </Grid>
                  <Grid size={12}>
                    <DeviceSiteField />
                  </Grid>
                </Section>
                <Section title="Connection">
                  <Grid size={half}>
                    <FormikTextField name="ip_address" label="IP Address" />
                  </Grid>
                  <Grid size={half}>
                    <FormikTextField name="hostname" label="Hostname" />
                  </Grid>
                  <Grid size={half}>
                    <FormikTextField
                      name="api_port"
                      label="API Port"
                      type="number"
                      placeholder={API_PORT_PLACEHOLDER}
                    />
                  </Grid>
                  <Grid size={half}>
                    <FormikTextField name="ssh_port" label="SSH Port" type="number" />
                  </Grid>
                  <Grid size={half}>
                    <FormikSwitch name="api_ssl" label="API SSL" />
                  </Grid>
                  <Grid size={half}>
                    <FormikSwitch name="enabled" label="Enabled" />
                  </Grid>
                </Section>
                <Section title="Network">
                  <Grid size={half}>
                    <FormikTextField name="bridge_switch" label="Bridge Switch" />
                  </Grid>
                  <Grid size={half}>
                    <FormikTextField name="bridge_external" label="Bridge External" />
                  </Grid>
                  <Grid size={half}>
                    <FormikTextField name="external_interface" label="External Interface" type="number" />
                  </Grid>
                </Section>
                <DeviceCredentialsFields
                  name="login_credentials"
                  legend="Login Credentials"
                  passwordHint={passwordHint}
                />
                <DeviceCredentialsFields name="ssh_credentials" legend="SSH Credentials" passwordHint={passwordHint} />
              </Stack>
            </CardContent>
          </Card>
        </FormPage>
      )}
    </Formik>
  );
}
