import { useNavigate } from 'react-router';
import type { FormikHelpers } from 'formik';
import Container from '@mui/material/Container';
import { useAppDispatch } from '../../../core/state/hooks';
import { applyFormError } from '../../../core/api/errors';
import { DeviceForm } from '../components/DeviceForm';
import { formValuesToBody, newDeviceValues } from '../deviceFormValues';
import type { DeviceFormValues } from '../deviceFormValues';
import { paths } from '../../../core/paths';
import { useCreateDeviceMutation } from '../devicesApi';
import { deviceToasts } from '../deviceToasts';

/** /mikrotik/devices/create — on success opens the new device (requirements §2.6). */
export default function DeviceCreatePage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [createDevice] = useCreateDeviceMutation();

  const submit = async (values: DeviceFormValues, helpers: FormikHelpers<DeviceFormValues>) => {
    try {
      const device = await createDevice(formValuesToBody(values)).unwrap();
      dispatch(deviceToasts.created());
      navigate(paths.device(device.id));
    } catch (error) {
      dispatch(deviceToasts.createFailed());
      applyFormError(error, helpers); // the fields; the toast is the device's own (requirements §8)
    }
  };

  return (
    <Container maxWidth="md" disableGutters>
      <DeviceForm
        title="Create Mikrotik Device"
        initialValues={newDeviceValues}
        onSubmit={submit}
        onCancel={() => navigate(paths.mikrotikDevices)}
        submitLabel="Create Device"
        submittingLabel="Creating..."
      />
    </Container>
  );
}
