import { usePageCrumbs } from '../../../components/crumbs';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
import { paths } from '../../../core/paths';
import { FloorFields } from '../components/FloorFields';
import { useGetFloorQuery, useUpdateFloorMutation } from '../floorsApi';
import type { Floor } from '../floorTypes';
import { floorPayloadOf, floorSchema, floorValuesOf } from '../floorValues';

function EditFloor({ floor }: { floor: Floor }) {
  const [updateFloor] = useUpdateFloorMutation();
  usePageCrumbs([
    { label: floor.address.name, to: paths.address(floor.address_id) },
    { label: floor.name, to: paths.floor(floor.id) },
    { label: 'Edit' },
  ]);
  return (
    <EntityForm
      entity="floor"
      editing={{ id: floor.id, name: floor.name }}
      initialValues={floorValuesOf(floor)}
      validationSchema={floorSchema}
      save={(values) => updateFloor({ id: floor.id, body: floorPayloadOf(values) }).unwrap()}
    >
      <FloorFields />
    </EntityForm>
  );
}

/** /floor/{id}/edit */
export default function FloorEditPage() {
  return (
    <EntityRoutePage entity="floor" useItem={useGetFloorQuery}>
      {(floor: Floor) => <EditFloor floor={floor} />}
    </EntityRoutePage>
  );
}
