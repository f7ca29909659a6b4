import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { ConcurrentEditNotice, type EditedRecord } from '../../../components/entity/ConcurrentEditNotice';
import FormikTextField from '../../../components/form/FormikTextField';
import { FormPage, type FormPageHeading } from '../../../components/form/FormPage';
import { siteSchema } from '../../../../rules/siteSchema';
import type { SiteFormValues } from '../siteValues';
import SiteFormSection from './SiteFormSection';
import SiteIntegrationFields from './SiteIntegrationFields';
import SiteLocationFields from './SiteLocationFields';
import SiteNetworkFields from './SiteNetworkFields';
import SitePortalFields from './SitePortalFields';

/** Its page's header (title, Cancel and Save with their texts), values and save. */
export interface SiteFormProps extends FormPageHeading {
  initialValues: SiteFormValues;
  /** Resolve when saving is done; Formik shows progress until then. */
  onSubmit: (values: SiteFormValues, helpers: FormikHelpers<SiteFormValues>) => Promise<void> | void;
  /** The site being edited: another user's save of it while this form is open is announced. */
  record?: EditedRecord;
}

/**
 * The one site form, shared by /site/create and /site/edit. Rules and messages come from siteSchema
 * (requirements §5); the page turns values into a request and maps server errors back onto the fields.
 */
export default function SiteForm({ initialValues, onSubmit, record, ...heading }: SiteFormProps) {
  return (
    <Formik initialValues={initialValues} validationSchema={siteSchema} onSubmit={onSubmit}>
      {({ isSubmitting, status }) => (
        <FormPage heading={heading} saving={isSubmitting} label="Site form">
          <Stack spacing={3}>
            {record ? <ConcurrentEditNotice record={record} latest={initialValues} /> : null}
            {typeof status === 'string' && status ? <Alert severity="error">{status}</Alert> : null}
            <SiteFormSection title="General">
              <Grid size={{ xs: 12, md: 6 }}>
                <FormikTextField name="name" label="Name" required autoFocus />
              </Grid>
              <Grid size={{ xs: 12 }}>
                <FormikTextField name="description" label="Description" multiline minRows={2} />
              </Grid>
            </SiteFormSection>
            <SiteLocationFields />
            <SiteNetworkFields />
            <SitePortalFields />
            <SiteIntegrationFields />
          </Stack>
        </FormPage>
      )}
    </Formik>
  );
}
