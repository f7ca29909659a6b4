import { useFormikContext } from 'formik';
import { FormikSelect } from '../../../components/form/FormikSelect';
import { useListSitesQuery } from '../../../core/tenancy/sitesApi';
import type { DeviceFormValues } from '../deviceFormValues';

// Sites come from the active customer; the page size is the contract's maximum.
const SITE_QUERY = { page: 1, pageSize: 100, ordering: 'name' };

/**
 * Site of the device. Offers the active customer's sites; a device already assigned to a site of
 * another customer keeps that choice visible as "Site #id" so saving does not silently move it.
 */
export function DeviceSiteField() {
  const { values } = useFormikContext<DeviceFormValues>();
  const { data } = useListSitesQuery(SITE_QUERY);
  const options = (data?.data ?? []).map((site) => ({ value: String(site.id), label: site.name }));
  if (values.site_id && !options.some((option) => option.value === values.site_id)) {
    options.unshift({ value: values.site_id, label: `Site #${values.site_id}` });
  }
  return <FormikSelect name="site_id" label="Site" options={options} emptyLabel="No site" />;
}
