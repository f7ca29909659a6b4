import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConfirmDeleteDialog from '../../../components/ConfirmDeleteDialog';
import PageHeader from '../../../components/PageHeader';
import { ExportCsvButton } from '../../../components/entity/ExportCsvButton';
import { HistoryPanel } from '../../../components/entity/HistoryPanel';
import { toastQueued } from '../../../core/notifications/notificationsSlice';
import { useAppDispatch } from '../../../core/state/hooks';
import { PresetMessageRow } from '../components/PresetMessageRow';
import { moveItem } from '../components/presetOrder';
import {
  PRESET_MESSAGES_PATH,
  useCreatePresetMessageMutation,
  useDeletePresetMessageMutation,
  useListPresetMessagesQuery,
  useReorderPresetMessagesMutation,
  useUpdatePresetMessageMutation,
} from '../doorbellsApi';
import type { PresetMessage } from '../doorbellTypes';

// Loaded when a message is added or edited: its form (Formik, yup) is not needed to show the list.
const PresetMessageDialog = lazy(() =>
  import('../components/PresetMessageDialog').then((m) => ({ default: m.PresetMessageDialog })),
);

/** The server's largest page: a reorder names every message, so all must be shown to reorder. */
const ALL = { page_size: 100, ordering: 'position' };

type Editing = { kind: 'add' } | { kind: 'edit'; message: PresetMessage } | null;

/** /doorbell/preset-messages: the customer's canned doorbell texts, added, edited, reordered, deleted in place. */
export default function PresetMessagesPage() {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useListPresetMessagesQuery(ALL);
  const [createMessage] = useCreatePresetMessageMutation();
  const [updateMessage] = useUpdatePresetMessageMutation();
  const [deleteMessage, deleteState] = useDeletePresetMessageMutation();
  const [reorder, reorderState] = useReorderPresetMessagesMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<PresetMessage | null>(null);
  // The order shown: the server's, or the one just asked for until the server confirms it.
  const [shown, setShown] = useState<PresetMessage[]>([]);
  const dragged = useRef<number | null>(null);

  useEffect(() => setShown(data?.data ?? []), [data]);

  const complete = data !== undefined && data.data.length === data.total;
  const canMove = complete && !reorderState.isLoading;

  const move = (from: number, to: number) => {
    if (!canMove || from === to || to < 0 || to >= shown.length) return;
    const next = moveItem(shown, from, to);
    setShown(next);
    reorder(next.map((message) => message.id))
      .unwrap()
      .then(() =>
        dispatch(toastQueued({ title: `Moved "${shown[from].text}" to position ${to + 1}`, variant: 'success' })),
      )
      // The failed call is toasted by the API layer; the refetched list shows the stored order again.
      .catch(() => setShown(data?.data ?? []));
  };

  return (
    <>
      <PageHeader
        title="Preset messages"
        subtitle="Texts a doorbell display can show, in this order. Shared by all doorbells of the customer."
        onCreate={() => setEditing({ kind: 'add' })}
        createLabel="Add message"
      />
      {isError ? <Alert severity="error">The preset messages could not be loaded.</Alert> : null}
      {data && !complete ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Showing the first {data.data.length} of {data.total} messages; reordering needs them all on one page.
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <ExportCsvButton
          listKey="preset-messages"
          path={PRESET_MESSAGES_PATH}
          params={{ ordering: 'position' }}
          disabled={!data?.total}
        />
      </Box>
      <Paper variant="outlined">
        {isLoading ? (
          <Box sx={{ p: 3, textAlign: 'center' }}>
            <CircularProgress aria-label="Loading preset messages" />
          </Box>
        ) : shown.length === 0 && !isError ? (
          <Typography sx={{ p: 3 }} color="textSecondary">
            No preset messages yet.
          </Typography>
        ) : (
          <List aria-label="Preset messages" disablePadding>
            {shown.map((message, index) => (
              <PresetMessageRow
                key={message.id}
                message={message}
                index={index}
                count={shown.length}
                canMove={canMove}
                onMove={move}
                onEdit={() => setEditing({ kind: 'edit', message })}
                onDelete={() => setRemoving(message)}
                onDragStart={(from) => {
                  dragged.current = from;
                }}
                onDrop={(to) => {
                  if (dragged.current !== null) move(dragged.current, to);
                  dragged.current = null;
                }}
              />
            ))}
          </List>
        )}
      </Paper>
      <Box sx={{ mt: 3 }}>
        <HistoryPanel entity="doorbell_preset_message" />
      </Box>
      {editing ? (
        <Suspense fallback={null}>
          <PresetMessageDialog
            title={editing.kind === 'add' ? 'Add preset message' : 'Edit preset message'}
            initialText={editing.kind === 'add' ? '' : editing.message.text}
            save={async (text) => {
              if (editing.kind === 'add') await createMessage({ text }).unwrap();
              else await updateMessage({ id: editing.message.id, body: { text } }).unwrap();
              dispatch(
                toastQueued({
                  title: editing.kind === 'add' ? 'Preset message added' : 'Preset message updated',
                  variant: 'success',
                }),
              );
            }}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        open={removing !== null}
        title="Delete preset message?"
        message={removing ? `"${removing.text}" will no longer be offered on doorbell displays.` : ''}
        busy={deleteState.isLoading}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          deleteMessage(removing.id)
            .unwrap()
            .then(() => {
              dispatch(toastQueued({ title: 'Preset message deleted', variant: 'success' }));
              setRemoving(null);
            })
            .catch(() => setRemoving(null));
        }}
      />
    </>
  );
}
