import Grid from '@mui/material/Grid';
import { useFormikContext } from 'formik';
import FormikPasswordField from '../../../components/form/FormikPasswordField';
import FormikSelect from '../../../components/form/FormikSelect';
import { FormikSwitch } from '../../../components/form/FormikSwitch';
import FormikTextField from '../../../components/form/FormikTextField';
import FormikReferenceField from '../../../components/entity/FormikReferenceField';
import { bandChoices, PERSONAL_MODES, securityChoices } from '../wirelessChoices';
import type { WirelessFormValues } from '../wirelessValues';
import { sourceOf } from '../../../core/entity/entityRegistry';
import { FieldGrid } from '../../../components/form/FieldGrid';

/** The wireless form's fields, shared by create and edit. */
export function WirelessFields() {
  const { values } = useFormikContext<WirelessFormValues>();
  const personal = PERSONAL_MODES.has(values.security);
  return (
    <FieldGrid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="ssid" label="SSID" required autoFocus helperText="Network name, 1–32 characters" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikSelect name="security" label="Security" options={securityChoices} required />
      </Grid>
      {personal && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormikPasswordField
            name="passphrase"
            label="Passphrase"
            autoComplete="new-password"
            required={!values.has_passphrase}
            helperText={values.has_passphrase ? 'Leave empty to keep the current passphrase' : '8–63 characters'}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikSelect name="band" label="Band" options={bandChoices} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikReferenceField
          name="network_id"
          label="Network"
          source={sourceOf('network')}
          helperText="Clients join this network's VLAN"
        />
      </Grid>
      {!values.network_id && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormikTextField
            name="vlan_id"
            label="VLAN"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            helperText="1–4094, when no network is chosen"
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikSwitch name="enabled" label="Enabled" />
        <FormikSwitch name="hidden" label="Hidden SSID" />
      </Grid>
      <Grid size={12}>
        <FormikTextField name="description" label="Description" multiline minRows={2} />
      </Grid>
    </FieldGrid>
  );
}
