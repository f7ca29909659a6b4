import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import Grid from '@mui/material/Grid';
import FormikReferenceField from '../../../components/entity/FormikReferenceField';
import FormikReferenceListField from '../../../components/entity/FormikReferenceListField';
import FormikTextField from '../../../components/form/FormikTextField';
import type { DoorbellFormValues } from '../doorbellValues';
import { sourceOf } from '../../../core/entity/entityRegistry';
import { FieldGrid } from '../../../components/form/FieldGrid';

/** The doorbell form's fields; rooms are offered from the chosen address only, as the server requires. */
export function DoorbellFields() {
  const { values, setFieldValue } = useFormikContext<DoorbellFormValues>();
  const addressId = values.address_id;
  const firstAddress = useRef(addressId);
  useEffect(() => {
    // Rooms of the previous address would be refused: a new address starts with none.
    if (addressId !== firstAddress.current) {
      firstAddress.current = addressId;
      void setFieldValue('room_ids', []);
    }
  }, [addressId, setFieldValue]);

  return (
    <FieldGrid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="name" label="Name" required autoFocus helperText='e.g. "Main entrance"' />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikReferenceField name="address_id" label="Address" source={sourceOf('address')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="device_id" label="Device id" helperText="Serial or MAC of the intercom" />
      </Grid>
      <Grid size={12}>
        <FormikReferenceListField
          name="room_ids"
          label="Rooms it rings"
          source={sourceOf('room')}
          params={addressId ? { address_id: addressId } : undefined}
          disabled={!addressId}
          helperText={addressId ? 'Rooms of the address' : 'Choose the address first'}
        />
      </Grid>
      <Grid size={12}>
        <FormikReferenceListField name="tenant_ids" label="Tenants it rings" source={sourceOf('tenant')} />
      </Grid>
      <Grid size={12}>
        <FormikTextField name="description" label="Description" multiline minRows={2} />
      </Grid>
    </FieldGrid>
  );
}
