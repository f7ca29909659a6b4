import { entityCreatePage } from '../../../components/entity/entityFormPages';
import { FloorFields } from '../components/FloorFields';
import { useCreateFloorMutation } from '../floorsApi';
import { floorForm } from '../floorValues';

/** /floor/create: a new floor; `?address_id=` (an address page's "Add floor") chooses its address. */
export default entityCreatePage(floorForm, {
  useCreate: useCreateFloorMutation,
  Fields: FloorFields,
  parent: 'address',
});
