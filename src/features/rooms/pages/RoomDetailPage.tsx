import { Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import PageHeader from '../../../components/PageHeader';
import { usePageCrumbs } from '../../../components/crumbs';
import { DeleteEntityDialog, blockersSentence } from '../../../components/entity/DeleteEntityDialog';
import { DetailSection } from '../../../components/entity/DetailSection';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { HistoryPanel } from '../../../components/entity/HistoryPanel';
import { roomKindLabel } from '../../../components/entity/propertyFilters';
import { RelatedList } from '../../../components/entity/RelatedList';
import { formatDateTime } from '../../../components/format';
import { paths } from '../../../core/paths';
import type { ReferenceRow } from '../../../core/entity/referenceApi';
import { outletColumns } from '../../../components/outlets/outletColumns';
import { roomCrumbs } from '../components/roomCrumbs';
import { useDeleteRoomMutation, useGetRoomQuery } from '../roomsApi';
import type { Room } from '../roomTypes';
import { OccupancyPanel } from '../../../components/occupancy/OccupancyPanel';
import { sourceOf } from '../../../core/entity/entityRegistry';
import { EntityReference } from '../../../components/entity/hoverCard/EntityReference';
import { lazyWithPreload } from '../../../components/lazyWithPreload';

/** The move-in dialog (with its form, QR card and schema) loads on demand. */
const { Component: MoveInDialog, preload: preloadMoveIn } = lazyWithPreload(() =>
  import('../../../components/occupancy/MoveInDialog').then((m) => m.MoveInDialog),
);

const roomOutletColumns = outletColumns<ReferenceRow>();

function RoomDetail({ room }: { room: Room }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [movingIn, setMovingIn] = useState(false);
  const [deleteRoom, { isLoading }] = useDeleteRoomMutation();
  usePageCrumbs(roomCrumbs(room));

  return (
    <>
      <PageHeader
        title={room.name}
        subtitle={`${room.address.name} · ${room.floor.name}`}
        onEdit={() => navigate(paths.roomEdit(room.id))}
        onDelete={() => setDeleting(true)}
        deleteDisabled={room.can_delete === false}
        deleteDisabledReason={blockersSentence(room.delete_blockers)}
        actions={
          <Button
            variant="outlined"
            onClick={() => setMovingIn(true)}
            onPointerEnter={preloadMoveIn}
            onFocus={preloadMoveIn}
          >
            Move in
          </Button>
        }
      />
      <Stack spacing={3}>
        <DetailSection
          title="Room"
          fields={[
            { label: 'Name', value: room.name },
            { label: 'Kind', value: roomKindLabel(room.kind) },
            {
              label: 'Floor',
              value: (
                <Link component={RouterLink} to={paths.floor(room.floor_id)}>
                  {room.floor.name}
                </Link>
              ),
            },
            {
              label: 'Address',
              value: (
                <Link component={RouterLink} to={paths.address(room.address_id)}>
                  {room.address.name}
                </Link>
              ),
            },
            {
              label: 'Current tenant',
              value: room.current_tenant_id ? (
                <EntityReference entity="tenant" id={room.current_tenant_id}>
                  {room.current_tenant_name}
                </EntityReference>
              ) : null,
            },
            { label: 'Created', value: formatDateTime(room.created_at) },
            { label: 'Modified', value: formatDateTime(room.modified_at) },
          ]}
        />
        <OccupancyPanel roomId={room.id} siteId={room.site_id} />
        <RelatedList
          title="Outlets"
          source={sourceOf('outlet')}
          params={{ room_id: room.id }}
          columns={roomOutletColumns}
          rowPath={(outlet) => paths.outlet(outlet.id)}
          viewAllPath={`${paths.outlets}?room_id=${room.id}`}
          actions={
            <Button size="small" component={RouterLink} to={`${paths.outletCreate}?room_id=${room.id}`}>
              Add outlet
            </Button>
          }
        />
        <HistoryPanel entity="room" objectId={room.id} />
      </Stack>
      {movingIn ? (
        <Suspense fallback={null}>
          <MoveInDialog room={room} onClose={() => setMovingIn(false)} />
        </Suspense>
      ) : null}
      <DeleteEntityDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        entity="room"
        name={room.name}
        onConfirm={() => deleteRoom(room.id).unwrap()}
        busy={isLoading}
        fromItemPage
      />
    </>
  );
}

/** /room/{id}: the room, its outlets, and its history. */
export default function RoomDetailPage() {
  return (
    <EntityRoutePage entity="room" useItem={useGetRoomQuery}>
      {(room: Room) => <RoomDetail room={room} />}
    </EntityRoutePage>
  );
}
