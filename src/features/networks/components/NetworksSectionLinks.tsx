import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { paths } from '../../../core/paths';

/**
 * Links between the three lists of the Networks section (only Networks has a sidebar entry). A span:
 * the page header puts its subtitle inside a paragraph.
 */
export function NetworksSectionLinks() {
  return (
    <Stack direction="row" spacing={2} component="span" role="navigation" aria-label="Networks section">
      <Link component={RouterLink} to={paths.networks}>
        Networks
      </Link>
      <Link component={RouterLink} to={paths.speedLimits}>
        Speed limits
      </Link>
      <Link component={RouterLink} to={paths.externalIps}>
        External IPs
      </Link>
    </Stack>
  );
}
