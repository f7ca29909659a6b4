import { baseApi } from '../../core/api/baseApi';
import { entityEndpoints } from '../../core/entity/entityEndpoints';
import type {
  ExternalIp,
  ExternalIpPayload,
  Network,
  NetworkPayload,
  NextFreeNetwork,
  SpeedLimit,
  SpeedLimitPayload,
} from './networkTypes';

/** Network, speed limit and external IP calls (requirements §7); the three share the Networks section. */
export const networksApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const networks = entityEndpoints<Network, NetworkPayload>(build, 'network');
    const speedLimits = entityEndpoints<SpeedLimit, SpeedLimitPayload>(build, 'speed_limit');
    const externalIps = entityEndpoints<ExternalIp, ExternalIpPayload>(build, 'external_ip');
    return {
      listNetworks: networks.list,
      getNetwork: networks.get,
      createNetwork: networks.create,
      updateNetwork: networks.update,
      deleteNetwork: networks.remove,
      /** the create form's proposal for the active site; every network write changes it */
      getNextFreeNetwork: build.query<NextFreeNetwork, void>({
        query: () => '/crm/networks/next-free/',
        extraOptions: { tenancy: 'site' },
        providesTags: [{ type: 'Network', id: 'LIST' }],
      }),
      listSpeedLimits: speedLimits.list,
      getSpeedLimit: speedLimits.get,
      createSpeedLimit: speedLimits.create,
      updateSpeedLimit: speedLimits.update,
      deleteSpeedLimit: speedLimits.remove,
      listExternalIps: externalIps.list,
      getExternalIp: externalIps.get,
      createExternalIp: externalIps.create,
      updateExternalIp: externalIps.update,
      deleteExternalIp: externalIps.remove,
    };
  },
});

export const {
  useListNetworksQuery,
  useGetNetworkQuery,
  useCreateNetworkMutation,
  useUpdateNetworkMutation,
  useDeleteNetworkMutation,
  useLazyGetNextFreeNetworkQuery,
  useListSpeedLimitsQuery,
  useGetSpeedLimitQuery,
  useCreateSpeedLimitMutation,
  useUpdateSpeedLimitMutation,
  useDeleteSpeedLimitMutation,
  useListExternalIpsQuery,
  useGetExternalIpQuery,
  useCreateExternalIpMutation,
  useUpdateExternalIpMutation,
  useDeleteExternalIpMutation,
} = networksApi;
