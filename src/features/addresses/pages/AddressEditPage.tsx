import { skipToken } from '@reduxjs/toolkit/query';
import { usePageCrumbs } from '../../../components/crumbs';
import { EntityDetailFrame } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
import { useRouteId } from '../../../components/entity/useRouteId';
import { paths } from '../../../core/paths';
import { useGetAddressQuery, useUpdateAddressMutation } from '../addressesApi';
import { addressSchema, addressValuesOf } from '../addressValues';
import type { Address } from '../addressTypes';
import { AddressFields } from '../components/AddressFields';

function EditAddress({ address }: { address: Address }) {
  const [updateAddress] = useUpdateAddressMutation();
  usePageCrumbs([{ label: address.name, to: paths.address(address.id) }, { label: 'Edit' }]);
  return (
    <EntityForm
      title={`Edit ${address.name}`}
      record={{ entity: 'address', id: address.id }}
      initialValues={addressValuesOf(address)}
      validationSchema={addressSchema}
      save={(body) => updateAddress({ id: address.id, body }).unwrap()}
      savedTitle="Address updated"
      savedPath={() => paths.address(address.id)}
      cancelPath={paths.address(address.id)}
    >
      <AddressFields />
    </EntityForm>
  );
}

/** /address/{id}/edit */
export default function AddressEditPage() {
  const id = useRouteId();
  const query = useGetAddressQuery(id ?? skipToken);
  return (
    <EntityDetailFrame
      query={query}
      invalid={id === null}
      label="Address"
      backPath={paths.addresses}
      backLabel="Back to addresses"
    >
      {(address) => <EditAddress address={address} />}
    </EntityDetailFrame>
  );
}
