import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../core/paths';
import type { MoveStatus, UpcomingMove } from '../../../../rules/moves';
import { useGetSiteMovesQuery } from '../../../core/moves/siteMovesApi';

const DAY_MS = 24 * 60 * 60 * 1000;

/** As on the moves page: overdue and failed moves need someone. */
const needsAttention = (status: MoveStatus) => status === 'overdue' || status === 'failed';

/**
 * A move is today's when its site-local midnight (`due_at`) has passed within the last day: moves
 * fall due at the site's local midnight, so this is the site's local date without its time zone here.
 */
export function isToday(move: UpcomingMove, now: number): boolean {
  const due = Date.parse(move.due_at);
  return due <= now && now - due < DAY_MS;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The active site's moves today and the overdue or failed ones, linking to the site's moves page. */
export default function SiteMovesSummary({ siteId }: { siteId: number }) {
  const { data, isError } = useGetSiteMovesQuery(siteId);
  if (isError) return <Typography color="text.secondary">Moves could not be loaded.</Typography>;
  if (!data) return null;
  const now = Date.now();
  const today = data.filter((move) => isToday(move, now));
  const moveIns = today.filter((move) => move.kind === 'move_in').length;
  const moveOuts = today.length - moveIns;
  const attention = data.filter((move) => needsAttention(move.status)).length;
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
