import Grid from '@mui/material/Grid';
import FormikTextField from '../../../components/form/FormikTextField';
import { FieldGrid } from '../../../components/form/FieldGrid';

/** The address form's fields, shared by create and edit. */
export function AddressFields() {
  return (
    <FieldGrid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormikTextField name="street" label="Street" required autoFocus />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormikTextField name="house_number" label="House number" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormikTextField name="postal_code" label="Postal code" />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormikTextField name="city" label="City" />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormikTextField name="country" label="Country" helperText="Two letters, e.g. NO" />
      </Grid>
    </FieldGrid>
  );
}
