import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../../../core/paths';

/** Shown when a site id does not exist for the active customer (404) or could not be loaded. */
export default function SiteNotFound({ loadFailed = false }: { loadFailed?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {loadFailed ? 'Site could not be loaded' : 'Site not found'}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {loadFailed
          ? 'Something went wrong while loading this site. Please try again.'
          : 'This site does not exist or belongs to another customer.'}
      </Typography>
      <Button component={RouterLink} to={paths.sites} variant="contained">
        Back to sites
      </Button>
    </Paper>
  );
}
