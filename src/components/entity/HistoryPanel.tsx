import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EntityType } from '../../../rules/entityTypes';
import { ENTITIES, ENTITY_LISTS, type BulkName } from '../../core/entity/entityRegistry';
import { bulkUndoRequested } from '../../core/bulk/bulkSagas';
import { useAppDispatch } from '../../core/state/hooks';
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

/** The bulk edit and delete of `entity`'s list, if it has one. */
function bulkNameOf(entity: EntityType): BulkName | undefined {
  return Object.entries(ENTITY_LISTS).find(([type]) => type === entity)?.[1].bulk;
}

interface ChangeEntryProps {
  change: ChangeRecord;
  labels?: HistoryPanelProps['labels'];
  /** set when the entity is edited in bulk: a bulk edit's change offers to undo that bulk edit */
  bulk?: BulkName;
}

function ChangeEntry({ change, labels, bulk }: ChangeEntryProps) {
  const dispatch = useAppDispatch();
  const fields = changedFields(change, labels);
  const bulkEditId = change.bulk_edit_id;
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
      {bulk && bulkEditId != null ? (
        // The server refuses (and the toast says why) once the rows changed again or it was undone.
        <Button size="small" onClick={() => dispatch(bulkUndoRequested({ id: bulkEditId, entity: bulk }))}>
          Undo the bulk edit
        </Button>
      ) : null}
    </Box>
  );
}

/** Who changed what and when, newest first: changed fields only, before → after; a bulk edit's can be undone here. */
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
          <ChangeEntry key={change.id} change={change} labels={labels} bulk={bulkNameOf(entity)} />
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
