import Grid from '@mui/material/Grid';
import FormikTextField from '../../../components/form/FormikTextField';
import SiteFormSection from './SiteFormSection';
import TimeZoneField from './TimeZoneField';

const decimal = { htmlInput: { inputMode: 'decimal' as const } };

export default function SiteLocationFields() {
  return (
    <SiteFormSection title="Location">
      <Grid size={{ xs: 12, md: 6 }}>
        <TimeZoneField />
      </Grid>
      <Grid size={{ xs: 12 }} />
      <Grid size={{ xs: 12, md: 6 }}>
        <FormikTextField name="physical_address" label="Physical address" multiline minRows={2} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormikTextField name="shipping_address" label="Shipping address" multiline minRows={2} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name="gps_latitude"
          label="GPS latitude"
          placeholder="52.370216"
          slotProps={decimal}
          helperText="-90 to 90, 6 decimals"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name="gps_longitude"
          label="GPS longitude"
          placeholder="4.895168"
          slotProps={decimal}
          helperText="-180 to 180, 6 decimals"
        />
      </Grid>
    </SiteFormSection>
  );
}
