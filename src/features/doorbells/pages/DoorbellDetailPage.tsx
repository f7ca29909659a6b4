import { useState } from 'react';
import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import PageHeader from '../../../components/PageHeader';
import { usePageCrumbs } from '../../../components/crumbs';
import { DeleteEntityDialog, blockersSentence } from '../../../components/entity/DeleteEntityDialog';
import { DetailSection } from '../../../components/entity/DetailSection';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { HistoryPanel } from '../../../components/entity/HistoryPanel';
import { formatDateTime } from '../../../components/format';
import { paths } from '../../../core/paths';
import { ReferenceLinks } from '../components/ReferenceLinks';
import { useDeleteDoorbellMutation, useGetDoorbellQuery } from '../doorbellsApi';
import type { Doorbell } from '../doorbellTypes';

function DoorbellDetail({ doorbell }: { doorbell: Doorbell }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [deleteDoorbell, { isLoading }] = useDeleteDoorbellMutation();
  usePageCrumbs([{ label: 'Doorbells', to: paths.doorbells }, { label: doorbell.name }]);

  return (
    <>
      <PageHeader
        title={doorbell.name}
        subtitle={doorbell.address.name}
        onEdit={() => navigate(paths.doorbellEdit(doorbell.id))}
        onDelete={() => setDeleting(true)}
        deleteDisabled={doorbell.can_delete === false}
        deleteDisabledReason={blockersSentence(doorbell.delete_blockers)}
      />
      <Stack spacing={3}>
        <DetailSection
          title="Doorbell"
          fields={[
            { label: 'Name', value: doorbell.name },
            { label: 'Address', value: doorbell.address.name },
            { label: 'Device id', value: doorbell.device_id },
            {
              label: 'Rooms it rings',
              value: doorbell.room_ids.length ? <ReferenceLinks ids={doorbell.room_ids} entity="room" /> : null,
            },
            {
              label: 'Tenants it rings',
              value: doorbell.tenant_ids.length ? <ReferenceLinks ids={doorbell.tenant_ids} entity="tenant" /> : null,
            },
            { label: 'Description', value: doorbell.description },
            { label: 'Created', value: formatDateTime(doorbell.created_at) },
            { label: 'Modified', value: formatDateTime(doorbell.modified_at) },
          ]}
        />
        <HistoryPanel entity="doorbell" objectId={doorbell.id} />
      </Stack>
      <DeleteEntityDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        entity="doorbell"
        name={doorbell.name}
        onConfirm={() => deleteDoorbell(doorbell.id).unwrap()}
        busy={isLoading}
        fromItemPage
      />
    </>
  );
}

/** /doorbell/{id}: the doorbell, whom it rings, and its history. */
export default function DoorbellDetailPage() {
  return (
    <EntityRoutePage entity="doorbell" useItem={useGetDoorbellQuery}>
      {(doorbell: Doorbell) => <DoorbellDetail doorbell={doorbell} />}
    </EntityRoutePage>
  );
}
