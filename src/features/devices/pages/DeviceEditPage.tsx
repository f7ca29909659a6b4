import { useNavigate } from 'react-router';
import type { FormikHelpers } from 'formik';
import Container from '@mui/material/Container';
import { useAppDispatch } from '../../../core/state/hooks';
import { applyFormError } from '../../../core/api/errors';
import { devicePlace, deviceTitle } from '../deviceDisplay';
import { DeviceForm } from '../components/DeviceForm';
import { deviceToFormValues, formValuesToBody } from '../deviceFormValues';
import type { DeviceFormValues } from '../deviceFormValues';
import { DeviceRoutePage } from '../components/DeviceRoutePage';
import { paths } from '../../../core/paths';
import { useUpdateDeviceMutation } from '../devicesApi';
import type { Device } from '../deviceTypes';
import { deviceToasts } from '../deviceToasts';
import { useDeviceCrumbs } from '../components/useDeviceCrumbs';

/** /mikrotik/devices/:id/edit — on success returns to the device (requirements §2.6). */
export default function DeviceEditPage() {
  return <DeviceRoutePage>{(device) => <EditDevice device={device} />}</DeviceRoutePage>;
}

function EditDevice({ device }: { device: Device }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { id } = device;
  const [updateDevice] = useUpdateDeviceMutation();
  useDeviceCrumbs(device, { label: 'Edit' });

  const submit = async (values: DeviceFormValues, helpers: FormikHelpers<DeviceFormValues>) => {
    try {
      await updateDevice({ id, body: formValuesToBody(values) }).unwrap();
      dispatch(deviceToasts.updated());
      navigate(paths.device(id));
    } catch (error) {
      dispatch(deviceToasts.updateFailed());
      applyFormError(error, helpers); // the fields; the toast is the device's own (requirements §8)
    }
  };

  return (
    <Container maxWidth="md" disableGutters>
      <DeviceForm
        title={`Edit ${deviceTitle(device)}`}
        subtitle={devicePlace(device)}
        // Formik reads these once, so a background refetch does not reset what the user typed.
        initialValues={deviceToFormValues(device)}
        onSubmit={submit}
        onCancel={() => navigate(paths.device(id))}
        submitLabel="Update Device"
        submittingLabel="Updating..."
        editing
        newDevice={device.is_new_device ? { storedPassword: device.login_credentials !== null } : undefined}
      />
    </Container>
  );
}
