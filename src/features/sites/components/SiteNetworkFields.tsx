import Grid from '@mui/material/Grid';
import FormikTextField from '../../../components/form/FormikTextField';
import SiteFormSection from './SiteFormSection';

const numeric = { htmlInput: { inputMode: 'numeric' as const } };

export default function SiteNetworkFields() {
  return (
    <SiteFormSection title="Network">
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormikTextField
          name="prefix"
          label="Network prefix"
          placeholder="10.20.0.0"
          helperText="Given together with the netmask"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormikTextField name="netmask" label="Netmask" placeholder="16" slotProps={numeric} helperText="8 to 30" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name="tenant_min_vlan_id"
          label="Tenant min VLAN ID"
          placeholder="100"
          slotProps={numeric}
          helperText="1 to 4000"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name="tenant_max_vlan_id"
          label="Tenant max VLAN ID"
          placeholder="999"
          slotProps={numeric}
          helperText="1 to 4000"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="tenant_dhcp_dns" label="Tenant DHCP DNS" placeholder="dns.example.net" />
      </Grid>
    </SiteFormSection>
  );
}
