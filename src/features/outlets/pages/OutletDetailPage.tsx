import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import PageHeader from '../../../components/PageHeader';
import { usePageCrumbs } from '../../../components/crumbs';
import { DeleteEntityDialog, blockersSentence } from '../../../components/entity/DeleteEntityDialog';
import { DetailSection } from '../../../components/entity/DetailSection';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { HistoryPanel } from '../../../components/entity/HistoryPanel';
import { formatDateTime } from '../../../components/format';
import { OutletStateChip } from '../../../components/outlets/OutletStateChip';
import { paths } from '../../../core/paths';
import { outletCrumbs } from '../components/outletCrumbs';
import { OutletPortValue } from '../components/OutletPortValue';
import { useDeleteOutletMutation, useGetOutletQuery } from '../outletsApi';
import type { Outlet } from '../outletTypes';
import { EntityReference } from '../../../components/entity/hoverCard/EntityReference';

function OutletDetail({ outlet }: { outlet: Outlet }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [deleteOutlet, { isLoading }] = useDeleteOutletMutation();
  usePageCrumbs(outletCrumbs(outlet));

  return (
    <>
      <PageHeader
        title={outlet.label}
        subtitle={`${outlet.address.name} · ${outlet.floor.name} · ${outlet.room.name}`}
        onEdit={() => navigate(paths.outletEdit(outlet.id))}
        onDelete={() => setDeleting(true)}
        deleteDisabled={outlet.can_delete === false}
        deleteDisabledReason={blockersSentence(outlet.delete_blockers)}
      />
      <Stack spacing={3}>
        <DetailSection
          title="Port"
          fields={[
            {
              label: 'State',
              value: <OutletStateChip up={outlet.interface_up} changedAt={outlet.interface_changed_at} />,
            },
            { label: 'Last change', value: formatDateTime(outlet.interface_changed_at) || 'Never' },
            { label: 'Switch port', value: <OutletPortValue switchPort={outlet.switch_port} /> },
            {
              label: 'Network',
              value: outlet.network_id ? (
                <EntityReference entity="network" id={outlet.network_id}>
                  {outlet.network_name}
                </EntityReference>
              ) : null,
            },
          ]}
        />
        <DetailSection
          title="Outlet"
          fields={[
            { label: 'Label', value: outlet.label },
            {
              label: 'Room',
              value: (
                <EntityReference entity="room" id={outlet.room_id}>
                  {outlet.room.name}
                </EntityReference>
              ),
            },
            {
              label: 'Floor',
              value: (
                <Link component={RouterLink} to={paths.floor(outlet.floor_id)}>
                  {outlet.floor.name}
                </Link>
              ),
            },
            {
              label: 'Address',
              value: (
                <Link component={RouterLink} to={paths.address(outlet.address_id)}>
                  {outlet.address.name}
                </Link>
              ),
            },
            { label: 'Description', value: outlet.description },
            { label: 'Created', value: formatDateTime(outlet.created_at) },
            { label: 'Modified', value: formatDateTime(outlet.modified_at) },
          ]}
        />
        <HistoryPanel entity="outlet" objectId={outlet.id} />
      </Stack>
      <DeleteEntityDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        entity="outlet"
        name={outlet.label}
        onConfirm={() => deleteOutlet(outlet.id).unwrap()}
        busy={isLoading}
        fromItemPage
      />
    </>
  );
}

/** /outlet/{id}: the outlet, the state of its switch port, and its history. */
export default function OutletDetailPage() {
  return (
    <EntityRoutePage entity="outlet" useItem={useGetOutletQuery}>
      {(outlet: Outlet) => <OutletDetail outlet={outlet} />}
    </EntityRoutePage>
  );
}
