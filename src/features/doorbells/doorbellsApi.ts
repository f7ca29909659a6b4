import { baseApi } from '../../core/api/baseApi';
import { entityEndpoints } from '../../core/entity/entityEndpoints';
import { ENTITIES } from '../../core/entity/entityRegistry';
import type { Doorbell, DoorbellPayload, PresetMessage } from './doorbellTypes';

export const PRESET_MESSAGES_PATH = ENTITIES.doorbell_preset_message.api;

/** Doorbell and preset message calls; a reorder sets the whole order in one call. */
export const doorbellsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const doorbells = entityEndpoints<Doorbell, DoorbellPayload>(build, 'doorbell');
    const presets = entityEndpoints<PresetMessage, { text: string }>(build, 'doorbell_preset_message');
    return {
      listDoorbells: doorbells.list,
      getDoorbell: doorbells.get,
      createDoorbell: doorbells.create,
      updateDoorbell: doorbells.update,
      deleteDoorbell: doorbells.remove,
      listPresetMessages: presets.list,
      createPresetMessage: presets.create,
      updatePresetMessage: presets.update,
      deletePresetMessage: presets.remove,
      reorderPresetMessages: build.mutation<void, number[]>({
        query: (ids) => ({ url: `${PRESET_MESSAGES_PATH}reorder/`, method: 'POST', body: { ids } }),
        extraOptions: { tenancy: 'customer' },
        invalidatesTags: [{ type: 'PresetMessage', id: 'LIST' }],
      }),
    };
  },
});

export const {
  useListDoorbellsQuery,
  useGetDoorbellQuery,
  useCreateDoorbellMutation,
  useUpdateDoorbellMutation,
  useDeleteDoorbellMutation,
  useListPresetMessagesQuery,
  useCreatePresetMessageMutation,
  useUpdatePresetMessageMutation,
  useDeletePresetMessageMutation,
  useReorderPresetMessagesMutation,
} = doorbellsApi;
