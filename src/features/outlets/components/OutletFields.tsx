import Grid from '@mui/material/Grid';
import FormikReferenceField from '../../../components/entity/FormikReferenceField';
import type { RowLabel } from '../../../components/entity/listFilters';
import { FormikSwitch } from '../../../components/form/FormikSwitch';
import FormikTextField from '../../../components/form/FormikTextField';
import { sourceOf } from '../../../core/entity/entityRegistry';
import { FieldGrid } from '../../../components/form/FieldGrid';

const refName = (value: unknown) => (value as { name?: string } | null)?.name;

/** A room as the picker names it: "Moholt allé 3 · U1 · H0101" (room names repeat across floors). */
const roomLabel: RowLabel = (row) =>
  [refName(row.address), refName(row.floor), String(row.name ?? `#${row.id}`)].filter(Boolean).join(' · ');

/** The outlet form's fields; the network picker offers the networks of the outlet's site. */
export function OutletFields({ siteId }: { siteId?: number }) {
  return (
    <FieldGrid>
      <Grid size={12}>
        <FormikReferenceField name="room_id" label="Room" source={sourceOf('room')} optionLabel={roomLabel} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormikTextField name="label" label="Label" required helperText='As printed on the outlet, e.g. "0.12-1"' />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <FormikTextField
          name="switch_port"
          label="Switch port"
          helperText='Router identity and interface, e.g. "gw-nordlys ether5"'
        />
      </Grid>
      <Grid size={12}>
        <FormikReferenceField
          name="network_id"
          label="Network"
          source={sourceOf('network')}
          params={siteId ? { site_id: siteId } : undefined}
          helperText="A network (VLAN) of the room's site"
        />
      </Grid>
      <Grid size={12}>
        <FormikSwitch name="interface_up" label="Port is up" />
      </Grid>
      <Grid size={12}>
        <FormikTextField name="description" label="Description" multiline minRows={2} />
      </Grid>
    </FieldGrid>
  );
}
