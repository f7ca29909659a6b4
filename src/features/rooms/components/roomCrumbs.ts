import type { Crumb } from '../../../components/crumbs';
import { paths } from '../../../core/paths';
import type { Room } from '../roomTypes';

/** Requirements §2.3: address › floor › room, each linking to its page; `more` adds levels below the room. */
export function roomCrumbs(room: Room, ...more: Crumb[]): Crumb[] {
  const roomCrumb = more.length > 0 ? { label: room.name, to: paths.room(room.id) } : { label: room.name };
  return [
    { label: room.address.name, to: paths.address(room.address_id) },
    { label: room.floor.name, to: paths.floor(room.floor_id) },
    roomCrumb,
    ...more,
  ];
}
