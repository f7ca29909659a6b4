import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EntityType } from '../../../rules/entityTypes';
import { ENTITIES } from '../../core/entity/entityRegistry';
import { type ChangeRecord, useListChangesQuery } from '../../core/entity/changesApi';
import { formatDateTime } from '../format';
import { changedFields, changeHeadline } from './changeText';
import { SectionLoadError } from './SectionLoadError';

const PAGE_SIZE = 10;

interface HistoryPanelProps {
  /** whose history: 'address', 'doorbell_preset_message', … */
  entity: EntityType;
  /** omitted: every object of the type */
  objectId?: number;
  /** labels of fields whose name does not read well ("kind" → "Type") */
  labels?: Readonly<Record<string, string>>;
}

function ChangeEntry({ change, labels }: { change: ChangeRecord; labels?: HistoryPanelProps['labels'] }) {
  const fields = changedFields(change, labels);
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {changeHeadline(change)}{' '}
        <Typography component="span" variant="body2" color="textSecondary">
          {formatDateTime(change.created_at)}
        </Typography>
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, p: 0 }}>
        {fields.map(({ field, label, before, after }) => (
          <Typography component="li" variant="body2" key={field} sx={{ listStyle: 'none', overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {label}:
            </Box>{' '}
            {change.action === 'update' ? (
              <>
                <Box component="span" sx={{ textDecoration: before === null ? 'none' : 'line-through' }}>
                  {before ?? '(empty)'}
                </Box>
                {' → '}
                {after ?? '(empty)'}
              </>
            ) : (
              ((change.action === 'delete' ? before : after) ?? '(empty)')
            )}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** Who changed what and when, newest first: changed fields only, before → after. */
export function HistoryPanel({ entity, objectId, labels }: HistoryPanelProps) {
  const [pages, setPages] = useState(1);
  const { data, isLoading, isError, refetch } = useListChangesQuery({
    objectType: entity,
    objectId,
    tag: ENTITIES[entity].tag,
    page: 1,
    pageSize: PAGE_SIZE * pages,
  });
  const changes = data?.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-label="History">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        History
      </Typography>
      {isLoading ? <Skeleton variant="rounded" height={80} /> : null}
      {isError ? <SectionLoadError what="history" onRetry={refetch} /> : null}
      {data && changes.length === 0 ? (
        <Typography color="textSecondary" variant="body2">
          No changes recorded yet.
        </Typography>
      ) : null}
      <Stack component="ol" sx={{ m: 0, p: 0 }}>
        {changes.map((change) => (
          <ChangeEntry key={change.id} change={change} labels={labels} />
        ))}
      </Stack>
      {data && data.total > changes.length ? (
        <Button size="small" onClick={() => setPages((count) => count + 1)}>
          Show older changes
        </Button>
      ) : null}
    </Paper>
  );
}
