import Grid from '@mui/material/Grid';
import FormikTextField from '../../../components/form/FormikTextField';

/** The address form's fields, shared by create and edit. */
export function AddressFields() {
  return (
    <Grid container columnSpacing={2}>
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
    </Grid>
  );
}
