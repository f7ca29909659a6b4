import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { useAppDispatch } from '../../../core/state/hooks';
import { handleFormError } from '../../../core/api/errors';
import { toastQueued } from '../../../core/notifications/notificationsSlice';
import { toSitePayload } from '../siteValues';
import type { SiteFormValues } from '../siteValues';
import { useCreateSiteMutation, useUpdateSiteMutation } from '../../../core/tenancy/sitesApi';
import type { Site } from '../../../core/tenancy/siteTypes';

/**
 * Submit handler for the site form: create (no id) or update, a success toast, then `onSaved`.
 * Server errors land on the fields (and as a toast) through the shared form error handler (requirements §8).
 */
export function useSaveSite(siteId: number | null, onSaved: (site: Site) => void | Promise<void>) {
  const dispatch = useAppDispatch();
  const [createSite] = useCreateSiteMutation();
  const [updateSite] = useUpdateSiteMutation();

  return useCallback(
    async (values: SiteFormValues, helpers: FormikHelpers<SiteFormValues>) => {
      const body = toSitePayload(values);
      helpers.setStatus(undefined);
      try {
        const site =
          siteId === null ? await createSite(body).unwrap() : await updateSite({ id: siteId, body }).unwrap();
        const title = siteId === null ? 'Site created' : 'Site updated';
        dispatch(toastQueued({ title, message: `${site.name} was saved.`, variant: 'success' }));
        await onSaved(site);
      } catch (error) {
        // A general (non-field) error stays visible above the form after its toast is gone.
        helpers.setStatus(handleFormError(error, helpers, dispatch));
      }
    },
    [siteId, createSite, updateSite, dispatch, onSaved],
  );
}
