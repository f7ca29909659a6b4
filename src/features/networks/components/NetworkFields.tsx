import Grid from '@mui/material/Grid';
import FormikReferenceField from '../../../components/entity/FormikReferenceField';
import FormikTextField from '../../../components/form/FormikTextField';
import { useSitePlan } from './useSitePlan';
import { sourceOf } from '../../../core/entity/entityRegistry';
import { FieldGrid } from '../../../components/form/FieldGrid';

/** The network form's fields, shared by create and edit; the hints name the site's VLAN range and prefix. */
export function NetworkFields({ siteId }: { siteId: number | null | undefined }) {
  const plan = useSitePlan(siteId);
  return (
    <FieldGrid>
      <Grid size={12}>
        <FormikTextField name="name" label="Name" required helperText='e.g. "Tenant 0.12 LAN"' />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormikTextField
          name="vlan_id"
          label="VLAN ID"
          type="number"
          required
          helperText={plan?.vlanHint}
          slotProps={{ htmlInput: { min: 1, max: 4094, step: 1 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormikTextField name="subnet" label="Subnet" required helperText={plan?.subnetHint} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormikTextField name="gateway" label="Gateway" helperText="A host address of the subnet" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikReferenceField name="tenant_id" label="Tenant" source={sourceOf('tenant')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikReferenceField name="speed_limit_id" label="Speed limit" source={sourceOf('speed_limit')} />
      </Grid>
      <Grid size={12}>
        <FormikTextField name="description" label="Description" multiline minRows={2} />
      </Grid>
    </FieldGrid>
  );
}
