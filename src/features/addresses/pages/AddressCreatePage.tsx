import { EntityForm } from '../../../components/entity/EntityForm';
import { useCreateAddressMutation } from '../addressesApi';
import { addressSchema, emptyAddressValues } from '../addressValues';
import { AddressFields } from '../components/AddressFields';

/** /address/create: a new address of the active site. */
export default function AddressCreatePage() {
  const [createAddress] = useCreateAddressMutation();
  return (
    <EntityForm
      entity="address"
      initialValues={emptyAddressValues}
      validationSchema={addressSchema}
      save={(values) => createAddress(values).unwrap()}
    >
      <AddressFields />
    </EntityForm>
  );
}
