import { entityEditPage } from '../../../components/entity/entityFormPages';
import { AddressFields } from '../components/AddressFields';
import { useGetAddressQuery, useUpdateAddressMutation } from '../addressesApi';
import { addressForm } from '../addressValues';

/** /address/{id}/edit */
export default entityEditPage(addressForm, {
  calls: { get: useGetAddressQuery, update: useUpdateAddressMutation },
  crumbs: (address) => [{ label: address.name }],
  Fields: AddressFields,
});
