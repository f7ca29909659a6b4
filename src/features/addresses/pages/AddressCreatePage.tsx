import { entityCreatePage } from '../../../components/entity/entityFormPages';
import { AddressFields } from '../components/AddressFields';
import { useCreateAddressMutation } from '../addressesApi';
import { addressForm } from '../addressValues';

/** /address/create: a new address of the active site. */
export default entityCreatePage(addressForm, { useCreate: useCreateAddressMutation, Fields: AddressFields });
