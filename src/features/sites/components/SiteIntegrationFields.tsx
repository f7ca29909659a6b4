import Grid from '@mui/material/Grid';
import FormikTextField from '../../../components/form/FormikTextField';
import SiteFormSection from './SiteFormSection';

const numeric = { htmlInput: { inputMode: 'numeric' as const } };

export default function SiteIntegrationFields() {
  return (
    <SiteFormSection title="Integrations">
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="unifi_id" label="UniFi ID" slotProps={numeric} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="oepl_ap_id" label="OEPL AP ID" slotProps={numeric} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="tenant_wifi_ssid" label="Tenant Wi-Fi SSID" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="guest_wifi_id" label="Guest Wi-Fi ID" slotProps={numeric} />
      </Grid>
    </SiteFormSection>
  );
}
