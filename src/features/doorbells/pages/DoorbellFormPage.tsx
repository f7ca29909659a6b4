import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { usePageCrumbs } from '../../../components/crumbs';
import { EntityDetailFrame } from '../../../components/entity/EntityDetailFrame';
import { EntityForm } from '../../../components/entity/EntityForm';
import { useRouteId } from '../../../components/entity/useRouteId';
import { parseId, paths } from '../../../core/paths';
import { DoorbellFields } from '../components/DoorbellFields';
import { useCreateDoorbellMutation, useGetDoorbellQuery, useUpdateDoorbellMutation } from '../doorbellsApi';
import type { Doorbell } from '../doorbellTypes';
import { doorbellPayloadOf, doorbellSchema, doorbellValuesOf, emptyDoorbellValues } from '../doorbellValues';

function CreateDoorbell() {
  const [createDoorbell] = useCreateDoorbellMutation();
  const [search] = useSearchParams();
  const addressId = parseId(search.get('address_id'));
  const initialValues = useMemo(() => emptyDoorbellValues(addressId), [addressId]);
  return (
    <EntityForm
      entity="doorbell"
      initialValues={initialValues}
      validationSchema={doorbellSchema}
      save={(values) => createDoorbell(doorbellPayloadOf(values)).unwrap()}
    >
      <DoorbellFields />
    </EntityForm>
  );
}

function EditDoorbell({ doorbell }: { doorbell: Doorbell }) {
  const [updateDoorbell] = useUpdateDoorbellMutation();
  usePageCrumbs([
    { label: 'Doorbells', to: paths.doorbells },
    { label: doorbell.name, to: paths.doorbell(doorbell.id) },
    { label: 'Edit' },
  ]);
  const initialValues = useMemo(() => doorbellValuesOf(doorbell), [doorbell]);
  return (
    <EntityForm
      entity="doorbell"
      editing={{ id: doorbell.id, name: doorbell.name }}
      initialValues={initialValues}
      validationSchema={doorbellSchema}
      save={(values) => updateDoorbell({ id: doorbell.id, body: doorbellPayloadOf(values) }).unwrap()}
    >
      <DoorbellFields />
    </EntityForm>
  );
}

function EditDoorbellPage({ id }: { id: number | null }) {
  const query = useGetDoorbellQuery(id ?? skipToken);
  return (
    <EntityDetailFrame query={query} invalid={id === null} entity="doorbell">
      {(doorbell: Doorbell) => <EditDoorbell doorbell={doorbell} />}
    </EntityDetailFrame>
  );
}

/** /doorbell/create and /doorbell/{id}/edit: one form screen (spec); `?address_id=` preselects the address. */
export default function DoorbellFormPage() {
  const id = useRouteId();
  const editing = useParams().id !== undefined;
  return editing ? <EditDoorbellPage id={id} /> : <CreateDoorbell />;
}
