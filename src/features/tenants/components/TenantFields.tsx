import Grid from '@mui/material/Grid';
import FormikSelect from '../../../components/form/FormikSelect';
import FormikTextField from '../../../components/form/FormikTextField';
import { tenantKindChoices } from '../tenantKinds';
import { FieldGrid } from '../../../components/form/FieldGrid';

/** The tenant form's fields, shared by create and edit. */
export function TenantFields() {
  return (
    <FieldGrid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormikTextField name="name" label="Name" required autoFocus helperText="Full name, or the company name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormikSelect name="kind" label="Type" options={tenantKindChoices} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="email" label="E-mail" type="email" autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="phone" label="Phone" type="tel" autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="reference" label="Reference" helperText="Your own reference, e.g. lease number" />
      </Grid>
    </FieldGrid>
  );
}
