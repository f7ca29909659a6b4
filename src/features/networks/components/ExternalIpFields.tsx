import Grid from '@mui/material/Grid';
import FormikReferenceField from '../../../components/entity/FormikReferenceField';
import FormikTextField from '../../../components/form/FormikTextField';
import { sourceOf } from '../../../core/entity/entityRegistry';
import { FieldGrid } from '../../../components/form/FieldGrid';

/** The external IP form's fields, shared by create and edit; the network must be of the same site. */
export function ExternalIpFields() {
  return (
    <FieldGrid>
      <Grid size={12}>
        <FormikTextField name="address" label="Address" required helperText="Public IPv4 address, e.g. 203.0.113.10" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikReferenceField name="network_id" label="Network" source={sourceOf('network')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikReferenceField name="tenant_id" label="Tenant" source={sourceOf('tenant')} />
      </Grid>
      <Grid size={12}>
        <FormikTextField name="description" label="Description" multiline minRows={2} />
      </Grid>
    </FieldGrid>
  );
}
