import { skipToken } from '@reduxjs/toolkit/query';
import { usePageCrumbs } from '../../../components/crumbs';
import { EntityDetailFrame } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
import { useRouteId } from '../../../components/entity/useRouteId';
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
      title={`Edit ${floor.name}`}
      record={{ entity: 'floor', id: floor.id }}
      initialValues={floorValuesOf(floor)}
      validationSchema={floorSchema}
      save={(values) => updateFloor({ id: floor.id, body: floorPayloadOf(values) }).unwrap()}
      savedTitle="Floor updated"
      savedPath={() => paths.floor(floor.id)}
      cancelPath={paths.floor(floor.id)}
    >
      <FloorFields />
    </EntityForm>
  );
}

/** /floor/{id}/edit */
export default function FloorEditPage() {
  const id = useRouteId();
  const query = useGetFloorQuery(id ?? skipToken);
  return (
    <EntityDetailFrame
      query={query}
      invalid={id === null}
      label="Floor"
      backPath={paths.floors}
      backLabel="Back to floors"
    >
      {(floor) => <EditFloor floor={floor} />}
    </EntityDetailFrame>
  );
}
