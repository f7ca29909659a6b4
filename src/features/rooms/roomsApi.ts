import { baseApi } from '../../core/api/baseApi';
import { entityEndpoints } from '../../core/entity/entityEndpoints';
import type { Room, RoomPayload } from './roomTypes';

/** Room calls (requirements §7); counts on the dashboard follow every write. */
export const roomsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const calls = entityEndpoints<Room, RoomPayload>(build, 'room');
    return {
      listRooms: calls.list,
      getRoom: calls.get,
      createRoom: calls.create,
      updateRoom: calls.update,
      deleteRoom: calls.remove,
    };
  },
});

export const {
  useListRoomsQuery,
  useGetRoomQuery,
  useCreateRoomMutation,
  useUpdateRoomMutation,
  useDeleteRoomMutation,
} = roomsApi;
