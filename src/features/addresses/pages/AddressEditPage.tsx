import { usePageCrumbs } from '../../../components/crumbs';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
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
      entity="address"
      editing={{ id: address.id, name: address.name }}
      initialValues={addressValuesOf(address)}
      validationSchema={addressSchema}
      save={(body) => updateAddress({ id: address.id, body }).unwrap()}
    >
      <AddressFields />
    </EntityForm>
  );
}

/** /address/{id}/edit */
export default function AddressEditPage() {
  return (
    <EntityRoutePage entity="address" useItem={useGetAddressQuery}>
      {(address: Address) => <EditAddress address={address} />}
    </EntityRoutePage>
  );
}
