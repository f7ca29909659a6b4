import { useState } from 'react';
import { useNavigate } from 'react-router';
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
import { relatedNetworkColumns } from '../components/columns';
import { speedLimitCrumbs } from '../components/networkCrumbs';
import { useDeleteSpeedLimitMutation, useGetSpeedLimitQuery } from '../networksApi';
import type { SpeedLimit } from '../networkTypes';
import { formatKbps } from '../formatKbps';
import { sourceOf } from '../../../core/entity/entityRegistry';

function SpeedLimitDetail({ limit }: { limit: SpeedLimit }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [deleteSpeedLimit, { isLoading }] = useDeleteSpeedLimitMutation();
  usePageCrumbs(speedLimitCrumbs(limit));

  return (
    <>
      <PageHeader
        title={limit.name}
        subtitle={`${formatKbps(limit.download_kbps)} down · ${formatKbps(limit.upload_kbps)} up`}
        onEdit={() => navigate(paths.speedLimitEdit(limit.id))}
        onDelete={() => setDeleting(true)}
        deleteDisabled={limit.can_delete === false}
        deleteDisabledReason={blockersSentence(limit.delete_blockers)}
      />
      <Stack spacing={3}>
        <DetailSection
          title="Speed limit"
          fields={[
            { label: 'Name', value: limit.name },
            { label: 'Download', value: `${formatKbps(limit.download_kbps)} (${limit.download_kbps} kbit/s)` },
            { label: 'Upload', value: `${formatKbps(limit.upload_kbps)} (${limit.upload_kbps} kbit/s)` },
            { label: 'Description', value: limit.description },
            { label: 'Created', value: formatDateTime(limit.created_at) },
            { label: 'Modified', value: formatDateTime(limit.modified_at) },
          ]}
        />
        <RelatedList
          title="Networks"
          source={sourceOf('network')}
          params={{ speed_limit_id: limit.id }}
          columns={relatedNetworkColumns}
          rowPath={(network) => paths.network(network.id)}
          viewAllPath={`${paths.networks}?speed_limit_id=${limit.id}`}
        />
        <HistoryPanel entity="speed_limit" objectId={limit.id} />
      </Stack>
      <DeleteEntityDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        entity="speed_limit"
        name={limit.name}
        onConfirm={() => deleteSpeedLimit(limit.id).unwrap()}
        busy={isLoading}
        fromItemPage
      />
    </>
  );
}

/** /networks/speed-limit/{id}: the profile, the networks of the active site using it, and its history. */
export default function SpeedLimitDetailPage() {
  return (
    <EntityRoutePage entity="speed_limit" useItem={useGetSpeedLimitQuery}>
      {(limit: SpeedLimit) => <SpeedLimitDetail limit={limit} />}
    </EntityRoutePage>
  );
}
