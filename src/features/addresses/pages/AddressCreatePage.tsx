import { EntityForm } from '../../../components/entity/EntityForm';
import { paths } from '../../../core/paths';
import { useCreateAddressMutation } from '../addressesApi';
import { addressSchema, emptyAddressValues } from '../addressValues';
import { AddressFields } from '../components/AddressFields';

/** /address/create: a new address of the active site. */
export default function AddressCreatePage() {
  const [createAddress] = useCreateAddressMutation();
  return (
    <EntityForm
      title="Create address"
      initialValues={emptyAddressValues}
      validationSchema={addressSchema}
      save={(values) => createAddress(values).unwrap()}
      savedTitle="Address created"
      savedPath={(address) => paths.address(address.id)}
      cancelPath={paths.addresses}
    >
      <AddressFields />
    </EntityForm>
  );
}
