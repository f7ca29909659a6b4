import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../core/paths';

/** /site and /site/edit without an active site: point to where one is chosen or made. */
export default function NoActiveSite() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        No active site
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Choose a site with Switch Site in the user menu, or open one from the list of sites.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.sites} variant="contained">
          View sites
        </Button>
        <Button component={RouterLink} to={paths.siteCreate} variant="outlined">
          Create site
        </Button>
      </Stack>
    </Paper>
  );
}
