import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { NoticePanel } from '../../../components/NoticePanel';
import { paths } from '../../../core/paths';

/** /site and /site/edit without an active site: point to where one is chosen or made. */
export default function NoActiveSite() {
  return (
    <NoticePanel
      title="No active site"
      text="Choose a site with Switch Site in the user menu, or open one from the list of sites."
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.sites} variant="contained">
          View sites
        </Button>
        <Button component={RouterLink} to={paths.siteCreate} variant="outlined">
          Create site
        </Button>
      </Stack>
    </NoticePanel>
  );
}
