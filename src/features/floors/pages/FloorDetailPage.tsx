import { useState } from 'react';
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
import { RelatedList } from '../../../components/entity/RelatedList';
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
        <HistoryPanel entity="floor" objectId={floor.id} />
      </Stack>
      <DeleteEntityDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        entity="floor"
        name={floor.name}
        onConfirm={() => deleteFloor(floor.id).unwrap()}
        busy={isLoading}
        fromItemPage
      />
    </>
  );
}

/** /floor/{id}: the floor, its rooms, and its history. */
export default function FloorDetailPage() {
  return (
    <EntityRoutePage entity="floor" useItem={useGetFloorQuery}>
      {(floor: Floor) => <FloorDetail floor={floor} />}
    </EntityRoutePage>
  );
}
