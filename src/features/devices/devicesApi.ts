import { baseApi } from '../../core/api/baseApi';
import type { ApplyJob, DeviceApplyRecord, DevicePlan } from './deviceStateTypes';
import type { Device, DeviceConfig, DeviceWriteBody } from './deviceTypes';

/*
 * Device calls (requirements §7). Devices are cross-customer and superuser only, so no tenancy
 * header is required. Every successful device call refreshes the device and the
 * device list (requirements §7); failures invalidate nothing. Mutations are `silent` because each shows its
 * own failure toast (requirements §8) instead of the generic "Server error".
 */
const LIST = { type: 'MikrotikDevice' as const, id: 'LIST' };
const deviceTag = (id: number) => ({ type: 'MikrotikDevice' as const, id });
const configTag = (id: number) => ({ type: 'MikrotikConfig' as const, id });
const silent = { silent: true };
const planTag = (id: number) => ({ type: 'MikrotikPlan' as const, id });
const applyTag = (id: number) => ({ type: 'MikrotikApply' as const, id });

export const devicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listDevices: build.query<Device[], void>({
      query: () => '/mikrotik/devices/',
      providesTags: (result) => [...(result ?? []).map((device) => deviceTag(device.id)), LIST],
    }),
    getDevice: build.query<Device, number>({
      query: (id) => `/mikrotik/devices/${id}/`,
      providesTags: (_result, _error, id) => [deviceTag(id)],
    }),
    getDeviceConfig: build.query<DeviceConfig, number>({
      query: (id) => `/mikrotik/devices/${id}/config/`,
      providesTags: (_result, _error, id) => [configTag(id)],
    }),
    createDevice: build.mutation<Device, DeviceWriteBody>({
      query: (body) => ({ url: '/mikrotik/devices/', method: 'POST', body }),
      extraOptions: silent,
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    updateDevice: build.mutation<Device, { id: number; body: Partial<DeviceWriteBody> }>({
      query: ({ id, body }) => ({ url: `/mikrotik/devices/${id}/`, method: 'PATCH', body }),
      extraOptions: silent,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [deviceTag(id), configTag(id), LIST]),
    }),
    deleteDevice: build.mutation<void, number>({
      query: (id) => ({ url: `/mikrotik/devices/${id}/`, method: 'DELETE' }),
      extraOptions: silent,
      invalidatesTags: (_result, error, id) => (error ? [] : [deviceTag(id), LIST]),
    }),
    syncDevice: build.mutation<Device, number>({
      query: (id) => ({ url: `/mikrotik/devices/${id}/sync/`, method: 'POST' }),
      extraOptions: silent,
      invalidatesTags: (_result, error, id) => (error ? [] : [deviceTag(id), configTag(id), LIST]),
    }),
    /** What applying would change (reads the router): fetched when asked for, refetched after an apply. */
    getDevicePlan: build.query<DevicePlan, number>({
      query: (id) => ({ url: `/mikrotik/devices/${id}/plan/` }),
      extraOptions: silent,
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, id) => [planTag(id)],
    }),
    /** The router's latest apply job; its `job` frames refetch it (liveUpdates). */
    getApplyJob: build.query<ApplyJob | null, number>({
      query: (id) => `/mikrotik/devices/${id}/apply/`,
      providesTags: (_result, _error, id) => [applyTag(id)],
    }),
    /** The router's applies, newest first (change records): who, when, the items and the result. */
    getDeviceHistory: build.query<DeviceApplyRecord[], number>({
      query: (id) => `/mikrotik/devices/${id}/history/`,
      providesTags: (_result, _error, id) => [applyTag(id)],
    }),
    applyDevice: build.mutation<{ job_id: string; started: boolean }, number>({
      query: (id) => ({ url: `/mikrotik/devices/${id}/apply/`, method: 'POST' }),
      extraOptions: silent,
      invalidatesTags: (_result, error, id) => (error ? [] : [applyTag(id), deviceTag(id), LIST]),
    }),
    cancelApply: build.mutation<{ job_id: string; state: string }, number>({
      query: (id) => ({ url: `/mikrotik/devices/${id}/apply/cancel/`, method: 'POST' }),
      extraOptions: silent,
      invalidatesTags: (_result, error, id) => (error ? [] : [applyTag(id)]),
    }),
  }),
});

/** A device id from the URL is usable only when it is a nonzero number (requirements §7). */
export function toDeviceId(param: string | undefined): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export const {
  useListDevicesQuery,
  useGetDeviceQuery,
  useGetDeviceConfigQuery,
  useCreateDeviceMutation,
  useUpdateDeviceMutation,
  useDeleteDeviceMutation,
  useSyncDeviceMutation,
  useGetDevicePlanQuery,
  useGetApplyJobQuery,
  useGetDeviceHistoryQuery,
  useApplyDeviceMutation,
  useCancelApplyMutation,
} = devicesApi;
