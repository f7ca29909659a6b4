import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormikTextField } from '../../../components/form/FormikTextField';
import { FormikSwitch } from '../../../components/form/FormikSwitch';

interface DeviceCredentialsFieldsProps {
  /** Formik path of the credentials object: login_credentials or ssh_credentials. */
  name: 'login_credentials' | 'ssh_credentials';
  legend: string;
  /** On edit a blank password keeps the stored one, so say so. */
  passwordHint?: string;
}

/** Username, password, enabled and description of one set of device credentials. */
export function DeviceCredentialsFields({ name, legend, passwordHint }: DeviceCredentialsFieldsProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600 }}>
        {legend}
      </Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormikTextField name={`${name}.username`} label="Username" autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormikTextField
            name={`${name}.password`}
            label="Password"
            type="password"
            autoComplete="new-password"
            helperText={passwordHint}
          />
        </Grid>
        <Grid size={12}>
          <FormikTextField name={`${name}.description`} label="Description" />
        </Grid>
        <Grid size={12}>
          <FormikSwitch name={`${name}.enabled`} label="Enabled" />
        </Grid>
      </Grid>
    </Box>
  );
}
