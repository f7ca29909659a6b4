import Grid from '@mui/material/Grid';
import FormikTextField from '../../../components/form/FormikTextField';
import { MAX_KBPS } from '../speedLimitValues';
import { FieldGrid } from '../../../components/form/FieldGrid';

const rateInput = { htmlInput: { min: 1, max: MAX_KBPS, step: 1 } };

/** The speed limit form's fields, shared by create and edit. */
export function SpeedLimitFields() {
  return (
    <FieldGrid>
      <Grid size={12}>
        <FormikTextField name="name" label="Name" required helperText='Unique in the customer, e.g. "100/20 Mbit"' />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name="download_kbps"
          label="Download (kbit/s)"
          type="number"
          required
          helperText="Towards the tenant; 100000 = 100 Mbit/s"
          slotProps={rateInput}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name="upload_kbps"
          label="Upload (kbit/s)"
          type="number"
          required
          helperText="From the tenant"
          slotProps={rateInput}
        />
      </Grid>
      <Grid size={12}>
        <FormikTextField name="description" label="Description" multiline minRows={2} />
      </Grid>
    </FieldGrid>
  );
}
