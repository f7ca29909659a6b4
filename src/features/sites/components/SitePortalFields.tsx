import { useField } from 'formik';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import FormikPasswordField from '../../../components/form/FormikPasswordField';
import FormikTextField from '../../../components/form/FormikTextField';
import { isHexColor } from '../../../../rules/siteSchema';
import SiteFormSection from './SiteFormSection';
import SiteLogoField from './SiteLogoField';

/** The colour field with a live swatch of what the portal will look like. */
function BackgroundColorField() {
  const [field] = useField<string>('portal_background_color');
  const color = isHexColor(field.value ?? '') ? field.value : 'transparent';
  const swatch = (
    <InputAdornment position="start">
      <Box
        data-testid="color-swatch"
        sx={{ width: 20, height: 20, borderRadius: 0.5, border: 1, borderColor: 'divider', backgroundColor: color }}
      />
    </InputAdornment>
  );
  return (
    <FormikTextField
      name="portal_background_color"
      label="Portal background color"
      placeholder="#1e88e5"
      slotProps={{ input: { startAdornment: swatch } }}
    />
  );
}

export default function SitePortalFields() {
  return (
    <SiteFormSection title="Portal">
      <Grid size={{ xs: 12 }}>
        <SiteLogoField />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="portal_dns" label="Portal DNS" placeholder="portal.example.net" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikPasswordField name="portal_secret" label="Portal secret" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="portal_proxy_ip" label="Portal proxy IP" placeholder="10.0.0.1" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <BackgroundColorField />
      </Grid>
    </SiteFormSection>
  );
}
