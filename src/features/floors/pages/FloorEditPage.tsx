import { entityEditPage } from '../../../components/entity/entityFormPages';
import { paths } from '../../../core/paths';
import { FloorFields } from '../components/FloorFields';
import { useGetFloorQuery, useUpdateFloorMutation } from '../floorsApi';
import { floorForm } from '../floorValues';

/** /floor/{id}/edit */
export default entityEditPage(floorForm, {
  calls: { get: useGetFloorQuery, update: useUpdateFloorMutation },
  crumbs: (floor) => [{ label: floor.address.name, to: paths.address(floor.address_id) }, { label: floor.name }],
  Fields: FloorFields,
});
