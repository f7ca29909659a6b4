import { useParams } from 'react-router';
import { entityCreatePage, entityEditPage } from '../../../components/entity/entityFormPages';
import { paths } from '../../../core/paths';
import { DoorbellFields } from '../components/DoorbellFields';
import { useCreateDoorbellMutation, useGetDoorbellQuery, useUpdateDoorbellMutation } from '../doorbellsApi';
import { doorbellForm } from '../doorbellValues';

const CreateDoorbell = entityCreatePage(doorbellForm, {
  useCreate: useCreateDoorbellMutation,
  Fields: DoorbellFields,
  parent: 'address',
});

const EditDoorbell = entityEditPage(doorbellForm, {
  calls: { get: useGetDoorbellQuery, update: useUpdateDoorbellMutation },
  crumbs: (doorbell) => [{ label: 'Doorbells', to: paths.doorbells }, { label: doorbell.name }],
  Fields: DoorbellFields,
});

/** /doorbell/create and /doorbell/{id}/edit: one form screen (spec); `?address_id=` preselects the address. */
export default function DoorbellFormPage() {
  return useParams().id !== undefined ? <EditDoorbell /> : <CreateDoorbell />;
}
