import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EntityForm } from '../../../components/entity/EntityForm';
import { parseId, paths } from '../../../core/paths';
import { FloorFields } from '../components/FloorFields';
import { useCreateFloorMutation } from '../floorsApi';
import { emptyFloorValues, floorPayloadOf, floorSchema } from '../floorValues';

/** /floor/create: a new floor; `?address_id=` (an address page's "Add floor") chooses its address. */
export default function FloorCreatePage() {
  const [createFloor] = useCreateFloorMutation();
  const [search] = useSearchParams();
  const addressId = parseId(search.get('address_id'));
  const initialValues = useMemo(() => emptyFloorValues(addressId), [addressId]);
  return (
    <EntityForm
      entity="floor"
      initialValues={initialValues}
      validationSchema={floorSchema}
      save={(values) => createFloor(floorPayloadOf(values)).unwrap()}
      cancelPath={addressId ? paths.address(addressId) : paths.floors}
    >
      <FloorFields />
    </EntityForm>
  );
}
