import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { EntityListPage } from '../../../components/entity/EntityListPage';
import type { ListParams } from '../../../core/entity/listTypes';
import { siteEditPath } from '../../../core/paths';
import { useSiteColumns } from '../components/useSiteColumns';
import { useListSitesQuery } from '../../../core/tenancy/sitesApi';
import type { Site } from '../../../core/tenancy/siteTypes';

/** The sites call names its arguments in camelCase (it also serves the site picker). */
function useSitesPage(params: ListParams | SkipToken) {
  return useListSitesQuery(
    params === skipToken
      ? skipToken
      : {
          page: Number(params.page),
          pageSize: Number(params.page_size),
          ordering: typeof params.ordering === 'string' ? params.ordering : undefined,
          search: typeof params.search === 'string' ? params.search : undefined,
        },
  );
}

// Loaded on the first delete: the list itself needs no Dialog code.
const DeleteSiteDialog = lazy(() => import('../components/DeleteSiteDialog'));

/** /sites: the customer's sites, paged, sorted and searched by the server; the grid state lives in the URL. */
export default function SitesListPage() {
  const navigate = useNavigate();
  const [pendingDelete, setPendingDelete] = useState<Site | null>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);
  const askDelete = useCallback((site: Site) => {
    setDeleteOpened(true);
    setPendingDelete(site);
  }, []);
  const onEdit = useCallback((site: Site) => navigate(siteEditPath(site.id)), [navigate]);
  const columns = useSiteColumns({ onEdit, onDelete: askDelete });

  return (
    <EntityListPage entity="site" useList={useSitesPage} columns={columns}>
      {deleteOpened ? (
        <Suspense fallback={null}>
          <DeleteSiteDialog site={pendingDelete} onClose={() => setPendingDelete(null)} />
        </Suspense>
      ) : null}
    </EntityListPage>
  );
}
