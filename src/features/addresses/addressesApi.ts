import { baseApi } from '../../core/api/baseApi';
import { entityEndpoints } from '../../core/entity/entityEndpoints';
import type { Address, AddressPayload } from './addressTypes';

/** Address calls (requirements §7); counts on the dashboard follow every write. */
export const addressesApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const calls = entityEndpoints<Address, AddressPayload>(build, 'address');
    return {
      listAddresses: calls.list,
      getAddress: calls.get,
      createAddress: calls.create,
      updateAddress: calls.update,
      deleteAddress: calls.remove,
    };
  },
});

export const {
  useListAddressesQuery,
  useGetAddressQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
} = addressesApi;
