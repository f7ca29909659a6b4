import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { formatDateTime } from '../../../components/format';
import type { Site } from '../../../core/tenancy/siteTypes';
import SecretValue from './SecretValue';
import SiteFieldCard from './SiteFieldCard';
import type { FieldRow } from './SiteFieldCard';

const coordinates = (site: Site) =>
  site.gps_latitude !== null && site.gps_longitude !== null
    ? `${site.gps_latitude.toFixed(6)}, ${site.gps_longitude.toFixed(6)}`
    : null;
const range = (min: number | null, max: number | null) =>
  min === null && max === null ? null : `${min ?? '…'} – ${max ?? '…'}`;

function ColorValue({ color }: { color: string }) {
  return (
    <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
      <Box
        component="span"
        sx={{ width: 16, height: 16, borderRadius: 0.5, border: 1, borderColor: 'divider', backgroundColor: color }}
      />
      <span>{color}</span>
    </Stack>
  );
}

function sections(site: Site): { title: string; rows: FieldRow[] }[] {
  return [
    {
      title: 'General',
      rows: [
        { label: 'Name', value: site.name },
        { label: 'Description', value: site.description },
        { label: 'Created', value: formatDateTime(site.created_at) },
        { label: 'Modified', value: formatDateTime(site.modified_at) },
      ],
    },
    {
      title: 'Location',
      rows: [
        { label: 'Time zone', value: site.time_zone },
        { label: 'Physical address', value: site.physical_address },
        { label: 'Shipping address', value: site.shipping_address },
        { label: 'GPS', value: coordinates(site) },
      ],
    },
    {
      title: 'Network',
      rows: [
        { label: 'Prefix', value: site.prefix ? `${site.prefix}/${site.netmask ?? ''}` : null },
        { label: 'Tenant VLAN range', value: range(site.tenant_min_vlan_id, site.tenant_max_vlan_id) },
        { label: 'Tenant DHCP DNS', value: site.tenant_dhcp_dns },
      ],
    },
    {
      title: 'Portal',
      rows: [
        {
          label: 'Logo',
          value: site.portal_logo ? (
            <img src={site.portal_logo} alt="Portal logo" style={{ maxHeight: 64, maxWidth: '100%' }} />
          ) : null,
        },
        { label: 'Portal DNS', value: site.portal_dns },
        {
          label: 'Portal secret',
          value: site.portal_secret ? <SecretValue value={site.portal_secret} label="portal secret" /> : null,
        },
        { label: 'Proxy IP', value: site.portal_proxy_ip },
        {
          label: 'Background color',
          value: site.portal_background_color ? <ColorValue color={site.portal_background_color} /> : null,
        },
      ],
    },
    {
      title: 'Integrations',
      rows: [
        { label: 'UniFi ID', value: site.unifi_id },
        { label: 'OEPL AP ID', value: site.oepl_ap_id },
        { label: 'Tenant Wi-Fi SSID', value: site.tenant_wifi_ssid },
        { label: 'Guest Wi-Fi ID', value: site.guest_wifi_id },
      ],
    },
  ];
}

/** Every field of a site, read-only, grouped like the form. */
export default function SiteFieldCards({ site }: { site: Site }) {
  return (
    <Grid container spacing={2}>
      {sections(site).map((section) => (
        <Grid key={section.title} size={{ xs: 12, md: 6 }}>
          <SiteFieldCard title={section.title} rows={section.rows} />
        </Grid>
      ))}
    </Grid>
  );
}
