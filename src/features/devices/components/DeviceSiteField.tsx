import { useFormikContext } from 'formik';
import { FormikSelect } from '../../../components/form/FormikSelect';
import type { DeviceFormValues } from '../deviceFormValues';
import { useSiteOptions } from './useSiteOptions';

/**
 * Site of the device, among the active customer's sites; a device already assigned to a site of
 * another customer keeps that choice visible so saving does not silently move it.
 */
export function DeviceSiteField() {
  const { values } = useFormikContext<DeviceFormValues>();
  const options = useSiteOptions(values.site_id || null);
  return <FormikSelect name="site_id" label="Site" options={options} emptyLabel="No site" />;
}
