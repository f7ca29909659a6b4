import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import LogoutIcon from '@mui/icons-material/Logout';
import type { OccupancyOwner } from '../../core/occupancy/occupancyApi';
import {
  useAddOccupancyMutation,
  useDeleteOccupancyMutation,
  useListOccupancyQuery,
  useUpdateOccupancyMutation,
} from '../../core/occupancy/occupancyApi';
import type { Occupancy } from '../../core/occupancy/occupancyTypes';
import { DeleteEntityDialog } from '../entity/DeleteEntityDialog';
import { SectionLoadError } from '../entity/SectionLoadError';
import { OccupancyDialog } from './OccupancyDialog';
import { counterpartName, OccupancyTable } from './OccupancyTable';
import { occupancyPayloadOf, type OccupancyFormValues } from './occupancyValues';
import { useEndToday } from './useEndToday';
import { lazyWithPreload } from '../lazyWithPreload';

/** The move-out dialog with its server preview loads on demand. */
const { Component: MoveOutDialog, preload: preloadMoveOut } = lazyWithPreload(() =>
  import('./MoveOutDialog').then((m) => m.MoveOutDialog),
);

const PAGE_SIZE = 10;

/** On a room page `roomId`, on a tenant page `tenantId`; `siteId` keeps the picker to that site's rooms or tenants. */
export type OccupancyPanelProps = ({ roomId: number; tenantId?: never } | { tenantId: number; roomId?: never }) & {
  siteId?: number;
};

/**
 * Who occupies a room when (room page), or which rooms a tenant occupies (tenant page), requirements
 * §3 and §7: add, edit, end today and delete periods; each row links to the other side's page.
 * @example <OccupancyPanel roomId={room.id} siteId={room.site_id} />
 */
export function OccupancyPanel(props: OccupancyPanelProps) {
  const owner: OccupancyOwner = props.roomId !== undefined ? { roomId: props.roomId } : { tenantId: props.tenantId };
  const side = 'roomId' in owner ? 'room' : 'tenant';
  const fixed: Partial<OccupancyFormValues> =
    'roomId' in owner ? { room_id: owner.roomId } : { tenant_id: owner.tenantId };
  const [pages, setPages] = useState(1);
  const [editing, setEditing] = useState<Occupancy | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Occupancy | null>(null);
  const [movingOut, setMovingOut] = useState<Occupancy | null>(null);
  const { data, isLoading, isError, refetch } = useListOccupancyQuery({ owner, page: 1, pageSize: PAGE_SIZE * pages });
  const [addOccupancy] = useAddOccupancyMutation();
  const [updateOccupancy] = useUpdateOccupancyMutation();
  const [deleteOccupancy, { isLoading: isDeleting }] = useDeleteOccupancyMutation();
  const { endToday, ending } = useEndToday();
  const rows = data?.data ?? [];
  // The period a move-out ends: today's, else the next one to start.
  const current = rows.find((row) => row.is_current) ?? null;

  const save = async (values: OccupancyFormValues) => {
    const { room_id: roomId, tenant_id: tenantId } = values;
    // The dialog's schema requires both; this only tells the types.
    if (roomId === null || tenantId === null) throw new Error('Room and tenant are required');
    const body = occupancyPayloadOf({ ...values, tenant_id: tenantId });
    if (editing && editing !== 'new') return updateOccupancy({ occupancy: editing, body }).unwrap();
    return addOccupancy({ roomId, body }).unwrap();
  };

  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-label="Occupancy">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Occupancy{data ? ` (${data.total})` : ''}
        </Typography>
        {current ? (
          <Button
            size="small"
            startIcon={<LogoutIcon />}
            onClick={() => setMovingOut(current)}
            onPointerEnter={preloadMoveOut}
            onFocus={preloadMoveOut}
          >
            Move out
          </Button>
        ) : null}
        <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Add occupancy
        </Button>
      </Box>
      {isLoading ? <Skeleton variant="rounded" height={80} /> : null}
      {isError ? <SectionLoadError what="occupancy" onRetry={refetch} /> : null}
      {data && rows.length === 0 ? (
        <Typography color="textSecondary" variant="body2">
          {side === 'room' ? 'No tenant has occupied this room yet.' : 'This tenant occupies no room yet.'}
        </Typography>
      ) : null}
      {rows.length > 0 ? (
        <OccupancyTable
          side={side}
          rows={rows}
          onEdit={setEditing}
          onEndToday={endToday}
          onDelete={setDeleting}
          ending={ending}
        />
      ) : null}
      {data && data.total > rows.length ? (
        <Button size="small" onClick={() => setPages((count) => count + 1)}>
          Show older periods
        </Button>
      ) : null}
      {editing ? (
        <OccupancyDialog
          side={side}
          editing={editing === 'new' ? null : editing}
          fixed={fixed}
          pickParams={props.siteId === undefined ? undefined : { site_id: props.siteId }}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {movingOut ? (
        <Suspense fallback={null}>
          <MoveOutDialog occupancy={movingOut} onClose={() => setMovingOut(null)} />
        </Suspense>
      ) : null}
      <DeleteEntityDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        entity="room_occupancy"
        name={deleting ? counterpartName(side, deleting) : ''}
        onConfirm={() => (deleting ? deleteOccupancy(deleting).unwrap() : Promise.resolve())}
        busy={isDeleting}
      />
    </Paper>
  );
}

export default OccupancyPanel;
