import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../core/paths';
import type { MoveStatus, UpcomingMove } from '../../../../rules/moves';
import { useGetSiteMovesQuery } from '../../../core/moves/siteMovesApi';

/** As on the moves page: overdue and failed moves need someone. */
const needsAttention = (status: MoveStatus) => status === 'overdue' || status === 'failed';

/** A move's `date` and the server's `today` are both the site's local dates, whatever this browser's zone. */
export const isToday = (move: UpcomingMove, today: string): boolean => move.date === today;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The active site's moves today and the overdue or failed ones, linking to the site's moves page. */
export default function SiteMovesSummary({ siteId }: { siteId: number }) {
  const { data, isError } = useGetSiteMovesQuery(siteId);
  if (isError) return <Typography color="text.secondary">Moves could not be loaded.</Typography>;
  if (!data) return null;
  const today = data.data.filter((move) => isToday(move, data.today));
  const moveIns = today.filter((move) => move.kind === 'move_in').length;
  const moveOuts = today.length - moveIns;
  const attention = data.data.filter((move) => needsAttention(move.status)).length;
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <Typography>
        <Link component={RouterLink} to={paths.siteMoves(siteId)}>
          {`Today: ${plural(moveIns, 'move-in')}, ${plural(moveOuts, 'move-out')}`}
        </Link>
      </Typography>
      {attention > 0 ? (
        <Typography color="error" role="alert">
          <Link component={RouterLink} to={paths.siteMoves(siteId)} color="inherit">
            {`${plural(attention, 'move')} overdue or failed`}
          </Link>
        </Typography>
      ) : null}
    </Stack>
  );
}
