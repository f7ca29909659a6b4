import Grid from '@mui/material/Grid';
import FormikReferenceField from '../../../components/entity/FormikReferenceField';
import FormikTextField from '../../../components/form/FormikTextField';
import { sourceOf } from '../../../core/entity/entityRegistry';
import { FieldGrid } from '../../../components/form/FieldGrid';

/** The floor form's fields, shared by create and edit; the address is searched on the server. */
export function FloorFields() {
  return (
    <FieldGrid>
      <Grid size={12}>
        <FormikReferenceField name="address_id" label="Address" source={sourceOf('address')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormikTextField name="name" label="Name" required helperText='e.g. "Ground floor" or "U1"' />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormikTextField
          name="level"
          label="Level"
          type="number"
          helperText="0 ground floor, negative basements"
          slotProps={{ htmlInput: { min: -20, max: 200, step: 1 } }}
        />
      </Grid>
    </FieldGrid>
  );
}
