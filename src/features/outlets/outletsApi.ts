import { baseApi } from '../../core/api/baseApi';
import { entityEndpoints } from '../../core/entity/entityEndpoints';
import type { Outlet, OutletPayload, PortRouter } from './outletTypes';

/** Outlet calls (requirements §7), and the routers a switch port may name (superusers only). */
export const outletsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const calls = entityEndpoints<Outlet, OutletPayload>(build, 'outlet');
    return {
      listOutlets: calls.list,
      getOutlet: calls.get,
      createOutlet: calls.create,
      updateOutlet: calls.update,
      deleteOutlet: calls.remove,
      listPortRouters: build.query<PortRouter[], void>({
        query: () => '/mikrotik/devices/',
        extraOptions: { silent: true },
        providesTags: [{ type: 'MikrotikDevice', id: 'LIST' }],
      }),
    };
  },
});

export const {
  useListOutletsQuery,
  useGetOutletQuery,
  useCreateOutletMutation,
  useUpdateOutletMutation,
  useDeleteOutletMutation,
  useListPortRoutersQuery,
} = outletsApi;
