import { useAppDispatch, useAppSelector } from '../../../core/state/hooks';
import { errorDetail } from '../../../core/api/apiTypes';
import ConfirmDeleteDialog from '../../../components/ConfirmDeleteDialog';
import { toastQueued } from '../../../core/notifications/notificationsSlice';
import { activeSiteCleared, selectActiveSite } from '../../../core/tenancy/tenancySlice';
import { useDeleteSiteMutation } from '../../../core/tenancy/sitesApi';
import type { Site } from '../../../core/tenancy/siteTypes';

interface DeleteSiteDialogProps {
  /** The site to delete; null keeps the dialog closed. */
  site: Pick<Site, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: (site: Pick<Site, 'id' | 'name'>) => void;
}

/** Confirms and deletes a site; the server refuses (409) while the site still has addresses. */
export default function DeleteSiteDialog({ site, onClose, onDeleted }: DeleteSiteDialogProps) {
  const dispatch = useAppDispatch();
  const activeSiteId = useAppSelector(selectActiveSite)?.id;
  const [deleteSite, { isLoading }] = useDeleteSiteMutation();

  const confirm = async () => {
    if (!site) return;
    try {
      await deleteSite(site.id).unwrap();
      // A deleted site cannot stay active (and be sent as X-Site-ID).
      if (site.id === activeSiteId) dispatch(activeSiteCleared());
      dispatch(toastQueued({ title: 'Site deleted', message: `${site.name} was deleted.`, variant: 'success' }));
      onClose();
      onDeleted?.(site);
    } catch (error) {
      const message = errorDetail(error) ?? 'Failed to delete the site. Please try again.';
      dispatch(toastQueued({ title: 'Delete failed', message, variant: 'error' }));
    }
  };

  return (
    <ConfirmDeleteDialog
      open={site !== null}
      title="Delete site?"
      message={site ? `“${site.name}” will be deleted permanently. This cannot be undone.` : ''}
      busy={isLoading}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
