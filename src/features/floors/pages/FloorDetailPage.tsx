import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import PageHeader from '../../../components/PageHeader';
import { usePageCrumbs } from '../../../components/crumbs';
import { DeleteEntityDialog, blockersSentence } from '../../../components/entity/DeleteEntityDialog';
import { DetailSection } from '../../../components/entity/DetailSection';
import { EntityDetailFrame } from '../../../components/entity/EntityDetailFrame';
import { HistoryPanel } from '../../../components/entity/HistoryPanel';
import { RelatedList } from '../../../components/entity/RelatedList';
import { useRouteId } from '../../../components/entity/useRouteId';
import { formatDateTime } from '../../../components/format';
import { paths } from '../../../core/paths';
import { floorRoomColumns } from '../components/floorRoomColumns';
import { useDeleteFloorMutation, useGetFloorQuery } from '../floorsApi';
import type { Floor } from '../floorTypes';
import { sourceOf } from '../../../core/entity/entityRegistry';

function FloorDetail({ floor }: { floor: Floor }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [deleteFloor, { isLoading }] = useDeleteFloorMutation();
  // Requirements §2.3: address › floor.
  usePageCrumbs([{ label: floor.address.name, to: paths.address(floor.address_id) }, { label: floor.name }]);

  return (
    <>
      <PageHeader
        title={floor.name}
        subtitle={floor.address.name}
        onEdit={() => navigate(paths.floorEdit(floor.id))}
        onDelete={() => setDeleting(true)}
        deleteDisabled={floor.can_delete === false}
        deleteDisabledReason={blockersSentence(floor.delete_blockers)}
      />
      <Stack spacing={3}>
        <DetailSection
          title="Floor"
          fields={[
            { label: 'Name', value: floor.name },
            { label: 'Level', value: floor.level },
            {
              label: 'Address',
              value: (
                <Link component={RouterLink} to={paths.address(floor.address_id)}>
                  {floor.address.name}
                </Link>
              ),
            },
            { label: 'Created', value: formatDateTime(floor.created_at) },
            { label: 'Modified', value: formatDateTime(floor.modified_at) },
          ]}
        />
        <RelatedList
          title="Rooms"
          source={sourceOf('room')}
          params={{ floor_id: floor.id }}
          columns={floorRoomColumns}
          rowPath={(room) => paths.room(room.id)}
          viewAllPath={`${paths.rooms}?floor_id=${floor.id}`}
          actions={
            <Button size="small" component={RouterLink} to={`${paths.roomCreate}?floor_id=${floor.id}`}>
              Add room
            </Button>
          }
        />
        <HistoryPanel objectType="floor" objectId={floor.id} tag="Floor" />
      </Stack>
      <DeleteEntityDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        label="Floor"
        name={floor.name}
        onConfirm={() => deleteFloor(floor.id).unwrap()}
        busy={isLoading}
        afterPath={paths.floors}
      />
    </>
  );
}

/** /floor/{id}: the floor, its rooms, and its history. */
export default function FloorDetailPage() {
  const id = useRouteId();
  const query = useGetFloorQuery(id ?? skipToken);
  return (
    <EntityDetailFrame
      query={query}
      invalid={id === null}
      label="Floor"
      backPath={paths.floors}
      backLabel="Back to floors"
    >
      {(floor) => <FloorDetail floor={floor} />}
    </EntityDetailFrame>
  );
}
