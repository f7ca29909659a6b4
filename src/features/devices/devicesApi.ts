import { baseApi } from '../../core/api/baseApi';
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
} = devicesApi;
