import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { parseId } from '../../../core/paths';
import MoveSettingsCard from '../components/MoveSettingsCard';
import MovesTable from '../components/MovesTable';
import { useGetSiteMovesQuery } from '../../../core/moves/siteMovesApi';
import { useGetMoveSettingsQuery } from '../movesApi';
import { needsAttention } from '../movesTypes';

/** /site/{id}/moves: the site's move-ins and move-outs (last week, next 30 days) and its move settings. */
export default function SiteMovesPage() {
  const siteId = parseId(useParams().id) ?? 0;
  const moves = useGetSiteMovesQuery(siteId, { skip: siteId === 0 });
  const settings = useGetMoveSettingsQuery(siteId, { skip: siteId === 0 });
  if (siteId === 0 || moves.isError || settings.isError) return <Alert severity="error">Site not found</Alert>;
  if (!moves.data || !settings.data) return <CircularProgress aria-label="Loading moves" />;
  const attention = moves.data.data.filter((move) => needsAttention(move.status)).length;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Move-ins and move-outs
      </Typography>
      <MoveSettingsCard key={JSON.stringify(settings.data)} siteId={siteId} settings={settings.data} />
      {attention > 0 && (
        <Alert severity="error">
          {attention} move{attention === 1 ? '' : 's'} overdue or failed
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <MovesTable moves={moves.data.data} />
      </Box>
    </Stack>
  );
}
