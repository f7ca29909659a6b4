import { baseApi } from '../../core/api/baseApi';
import { entityEndpoints } from '../../core/entity/entityEndpoints';
import type { Floor, FloorPayload } from './floorTypes';

/**
 * Floor calls (requirements §7). Counts on the dashboard follow every write, and so do room rows,
 * which show their floor's name.
 */
export const floorsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const calls = entityEndpoints<Floor, FloorPayload>(build, 'floor');
    return {
      listFloors: calls.list,
      getFloor: calls.get,
      createFloor: calls.create,
      updateFloor: calls.update,
      deleteFloor: calls.remove,
    };
  },
});

export const {
  useListFloorsQuery,
  useGetFloorQuery,
  useCreateFloorMutation,
  useUpdateFloorMutation,
  useDeleteFloorMutation,
} = floorsApi;
