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
import { OccupancyPanel } from '../../../components/occupancy/OccupancyPanel';
import { paths } from '../../../core/paths';
import { useAppDispatch, useAppSelector } from '../../../core/state/hooks';
import { selectActiveTenant, tenantActivated } from '../../../core/tenancy/tenancySlice';
import { useDeleteTenantMutation, useTenantDetailQuery } from '../tenantsApi';
import { kindLabel } from '../tenantKinds';
import type { Tenant } from '../tenantTypes';
import { ActiveTenantButton } from '../components/ActiveTenantButton';
import { externalIpColumns, networkColumns } from '../components/relatedColumns';
import { sourceOf } from '../../../core/entity/entityRegistry';

const historyLabels = { kind: 'Type', email: 'E-mail' };

function TenantDetail({ tenant }: { tenant: Tenant }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const isActive = useAppSelector(selectActiveTenant)?.id === tenant.id;
  const [deleting, setDeleting] = useState(false);
  const [deleteTenant, { isLoading }] = useDeleteTenantMutation();
  usePageCrumbs([{ label: tenant.name }]);

  const remove = async () => {
    await deleteTenant(tenant.id).unwrap();
    // A deleted tenant cannot stay the one requests are made for.
    if (isActive) dispatch(tenantActivated(null));
  };

  return (
    <>
      <PageHeader
        title={tenant.name}
        subtitle={kindLabel(tenant.kind)}
        actions={<ActiveTenantButton tenant={tenant} />}
        onEdit={() => navigate(paths.tenantEdit(tenant.id))}
        onDelete={() => setDeleting(true)}
        deleteDisabled={tenant.can_delete === false}
        deleteDisabledReason={blockersSentence(tenant.delete_blockers)}
      />
      <Stack spacing={3}>
        <DetailSection
          title="Tenant"
          fields={[
            { label: 'Name', value: tenant.name },
            { label: 'Type', value: kindLabel(tenant.kind) },
            { label: 'E-mail', value: tenant.email },
            { label: 'Phone', value: tenant.phone },
            { label: 'Reference', value: tenant.reference },
            { label: 'Created', value: formatDateTime(tenant.created_at) },
            { label: 'Modified', value: formatDateTime(tenant.modified_at) },
          ]}
        />
        <OccupancyPanel tenantId={tenant.id} siteId={tenant.site_id} />
        <RelatedList
          title="Networks"
          source={sourceOf('network')}
          params={{ tenant_id: tenant.id, site_id: tenant.site_id }}
          columns={networkColumns}
          rowPath={(network) => paths.network(network.id)}
        />
        <RelatedList
          title="External IPs"
          source={sourceOf('external_ip')}
          params={{ tenant_id: tenant.id, site_id: tenant.site_id }}
          columns={externalIpColumns}
          rowPath={(externalIp) => paths.externalIp(externalIp.id)}
        />
        <HistoryPanel entity="tenant" objectId={tenant.id} labels={historyLabels} />
      </Stack>
      <DeleteEntityDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        entity="tenant"
        name={tenant.name}
        onConfirm={remove}
        busy={isLoading}
        fromItemPage
      />
    </>
  );
}

/** /tenant/{id}: the tenant, its rooms over time, networks and external IPs, and its history. */
export default function TenantDetailPage() {
  // Requirements §9: always refetched on open.
  return (
    <EntityRoutePage entity="tenant" useItem={useTenantDetailQuery}>
      {(tenant: Tenant) => <TenantDetail tenant={tenant} />}
    </EntityRoutePage>
  );
}
