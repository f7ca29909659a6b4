import { baseApi } from '../../core/api/baseApi';

/** What the dashboard needs of each router: its state against Portico (superusers only). */
interface RouterState {
  id: number;
  state: string;
}

/*
 * The routers' states for the dashboard's count. It reads the device list (the same call as the
 * devices page) and provides its LIST tag, so every `device.state` frame refreshes the count.
 */
export const routerStatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRouterStates: build.query<RouterState[], void>({
      query: () => '/mikrotik/devices/',
      providesTags: [{ type: 'MikrotikDevice', id: 'LIST' }],
    }),
  }),
});

export const { useListRouterStatesQuery } = routerStatesApi;
