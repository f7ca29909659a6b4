import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import { paths } from '../../../core/paths';

/** Shown inside the shell when the active customer has no sites yet (requirements §2.2 "no sites available"). */
export default function NoSitesPage({ customerName }: { customerName?: string }) {
  return (
    <Stack sx={{ alignItems: 'center', py: { xs: 4, md: 10 } }}>
      <Paper variant="outlined" sx={{ maxWidth: 520, width: '100%', p: 4, borderRadius: 4, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <ApartmentOutlinedIcon color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h5" component="h1">
            No sites available
          </Typography>
          <Typography color="textSecondary">
            {customerName ? `${customerName} has no sites yet.` : 'This customer has no sites yet.'} Add a site to start
            managing its addresses, floors, rooms and tenants.
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={paths.siteCreate}>
            Add site
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
