import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths } from '../../../core/paths';
import { useGetSiteQuery } from '../../../core/tenancy/sitesApi';

function SummaryRow({ label, value }: { label: string; value: string | null }) {
  return (
    <Typography variant="body2" sx={{ mb: 0.5 }}>
      <Typography component="span" variant="body2" color="textSecondary">
        {label}:{' '}
      </Typography>
      {value || 'Not set'}
    </Typography>
  );
}

/** The active site at a glance, with a link to its full detail. */
export default function ActiveSiteSummary({ siteId }: { siteId: number }) {
  const { data: site, isLoading } = useGetSiteQuery(siteId);
  return (
    <Card variant="outlined" component="section" aria-label="Active site summary">
      <CardHeader
        title={isLoading ? <Skeleton width="40%" /> : (site?.name ?? 'Active site')}
        subheader={site?.description || undefined}
      />
      <CardContent sx={{ pt: 0 }}>
        {isLoading ? (
          <>
            <Skeleton width="60%" />
            <Skeleton width="50%" />
            <Skeleton width="55%" />
          </>
        ) : site ? (
          <>
            <SummaryRow label="Time zone" value={site.time_zone} />
            <SummaryRow label="Address" value={site.physical_address} />
            <SummaryRow label="Network" value={site.prefix ? `${site.prefix}/${site.netmask ?? ''}` : null} />
            <SummaryRow label="Tenant Wi-Fi" value={site.tenant_wifi_ssid} />
          </>
        ) : (
          <Typography color="textSecondary">The active site could not be loaded.</Typography>
        )}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={paths.site}>
          View site
        </Button>
        <Button component={RouterLink} to={paths.siteEdit}>
          Edit site
        </Button>
      </CardActions>
    </Card>
  );
}
