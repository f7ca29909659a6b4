import { entityCreatePage } from '../../../components/entity/entityFormPages';
import { OutletFields } from '../components/OutletFields';
import { useCreateOutletMutation } from '../outletsApi';
import { outletForm } from '../outletValues';

/** /outlet/create: a new outlet; `?room_id=` (a room page's "Add outlet") chooses its room. */
export default entityCreatePage(outletForm, {
  useCreate: useCreateOutletMutation,
  Fields: OutletFields,
  parent: 'room',
});
