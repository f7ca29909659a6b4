import Grid from '@mui/material/Grid';
import FormikReferenceField from '../../../components/entity/FormikReferenceField';
import { floorLabel, roomKindChoices } from '../../../components/entity/propertyFilters';
import FormikSelect from '../../../components/form/FormikSelect';
import FormikTextField from '../../../components/form/FormikTextField';
import { sourceOf } from '../../../core/entity/entityRegistry';
import { FieldGrid } from '../../../components/form/FieldGrid';

/** The room form's fields, shared by create and edit; the floor is searched on the server, named "address · floor". */
export function RoomFields() {
  return (
    <FieldGrid>
      <Grid size={12}>
        <FormikReferenceField
          name="floor_id"
          label="Floor"
          source={sourceOf('floor')}
          optionLabel={floorLabel}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <FormikTextField name="name" label="Name" required helperText='As written on the door, e.g. "H0203"' />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormikSelect name="kind" label="Kind" options={roomKindChoices} required />
      </Grid>
    </FieldGrid>
  );
}
