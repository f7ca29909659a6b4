import { baseApi } from '../../core/api/baseApi';
import { entityEndpoints } from '../../core/entity/entityEndpoints';
import type { TenantKey, Wireless, WirelessCredentials, WirelessPayload } from './wirelessTypes';

const credentialsTag = (id: number) => ({ type: 'Wireless' as const, id: `credentials-${id}` });

/** Wireless calls: the entity's five, its credentials, and a tenant key's reveal and regenerate. */
export const wirelessApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const calls = entityEndpoints<Wireless, WirelessPayload>(build, 'wireless');
    return {
      listWireless: calls.list,
      getWireless: calls.get,
      createWireless: calls.create,
      updateWireless: calls.update,
      deleteWireless: calls.remove,
      getWirelessCredentials: build.query<WirelessCredentials, number>({
        query: (id) => `/crm/wireless/${id}/credentials/`,
        providesTags: (_result, _error, id) => [credentialsTag(id)],
        // A secret: do not keep it in the cache once the page is gone.
        keepUnusedDataFor: 0,
      }),
      // Every reveal asks the server, so each one is recorded; the History shows it.
      revealPassphrase: build.mutation<{ passphrase: string }, number>({
        query: (id) => ({ url: `/crm/wireless/${id}/credentials/reveal/`, method: 'POST' }),
        invalidatesTags: (_result, _error, id) => [{ type: 'Wireless', id }],
      }),
      revealTenantKey: build.mutation<TenantKey, { id: number; tenantId: number }>({
        query: ({ id, tenantId }) => ({ url: `/crm/wireless/${id}/credentials/${tenantId}/reveal/`, method: 'POST' }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'Wireless', id }],
      }),
      regenerateTenantKey: build.mutation<TenantKey, { id: number; tenantId: number }>({
        query: ({ id, tenantId }) => ({
          url: `/crm/wireless/${id}/credentials/${tenantId}/regenerate/`,
          method: 'POST',
        }),
        invalidatesTags: (_result, _error, { id }) => [credentialsTag(id), { type: 'Wireless', id }],
      }),
    };
  },
});

export const {
  useListWirelessQuery,
  useGetWirelessQuery,
  useCreateWirelessMutation,
  useUpdateWirelessMutation,
  useDeleteWirelessMutation,
  useGetWirelessCredentialsQuery,
  useRevealPassphraseMutation,
  useRevealTenantKeyMutation,
  useRegenerateTenantKeyMutation,
} = wirelessApi;
