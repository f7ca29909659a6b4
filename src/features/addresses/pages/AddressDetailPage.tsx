import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
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
import { useDeleteAddressMutation, useGetAddressQuery } from '../addressesApi';
import type { Address } from '../addressTypes';
import { floorColumns, roomColumns } from '../components/relatedColumns';
import { sourceOf } from '../../../core/entity/entityRegistry';

function AddressDetail({ address }: { address: Address }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [deleteAddress, { isLoading }] = useDeleteAddressMutation();
  usePageCrumbs([{ label: address.name }]);

  return (
    <>
      <PageHeader
        title={address.name}
        subtitle={[address.postal_code, address.city].filter(Boolean).join(' ')}
        onEdit={() => navigate(paths.addressEdit(address.id))}
        onDelete={() => setDeleting(true)}
        deleteDisabled={address.can_delete === false}
        deleteDisabledReason={blockersSentence(address.delete_blockers)}
      />
      <Stack spacing={3}>
        <DetailSection
          title="Address"
          fields={[
            { label: 'Street', value: address.street },
            { label: 'House number', value: address.house_number },
            { label: 'Postal code', value: address.postal_code },
            { label: 'City', value: address.city },
            { label: 'Country', value: address.country },
            { label: 'Site', value: address.site_name },
            { label: 'Created', value: formatDateTime(address.created_at) },
            { label: 'Modified', value: formatDateTime(address.modified_at) },
          ]}
        />
        <RelatedList
          title="Floors"
          source={sourceOf('floor')}
          params={{ address_id: address.id }}
          columns={floorColumns}
          rowPath={(floor) => paths.floor(floor.id)}
          viewAllPath={`${paths.floors}?address_id=${address.id}`}
          actions={
            <Button size="small" component={RouterLink} to={`${paths.floorCreate}?address_id=${address.id}`}>
              Add floor
            </Button>
          }
        />
        <RelatedList
          title="Rooms"
          source={sourceOf('room')}
          params={{ address_id: address.id }}
          columns={roomColumns}
          rowPath={(room) => paths.room(room.id)}
          viewAllPath={`${paths.rooms}?address_id=${address.id}`}
        />
        <HistoryPanel entity="address" objectId={address.id} />
      </Stack>
      <DeleteEntityDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        entity="address"
        name={address.name}
        onConfirm={() => deleteAddress(address.id).unwrap()}
        busy={isLoading}
        fromItemPage
      />
    </>
  );
}

/** /address/{id}: the address, its floors and rooms, and its history. */
export default function AddressDetailPage() {
  return (
    <EntityRoutePage entity="address" useItem={useGetAddressQuery}>
      {(address: Address) => <AddressDetail address={address} />}
    </EntityRoutePage>
  );
}
