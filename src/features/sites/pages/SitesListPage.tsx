import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataGrid } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import PageHeader from '../../../components/PageHeader';
import { PAGE_SIZE_OPTIONS, useGridUrlState } from '../../../components/useGridUrlState';
import { siteEditPath, paths } from '../../../core/paths';
import DeleteSiteDialog from '../components/DeleteSiteDialog';
import SiteSearchField from '../components/SiteSearchField';
import { SITE_SORTABLE_FIELDS, useSiteColumns } from '../components/useSiteColumns';
import { useListSitesQuery } from '../sitesApi';
import type { Site } from '../../../core/tenancy/siteTypes';

/** /sites: the customer's sites, paged, sorted and searched by the server; the grid state lives in the URL. */
export default function SitesListPage() {
  const navigate = useNavigate();
  const grid = useGridUrlState({ sortableFields: SITE_SORTABLE_FIELDS });
  const { page, pageSize } = grid.paginationModel;
  const { data, isFetching, isError } = useListSitesQuery({
    page: page + 1,
    pageSize,
    ordering: grid.ordering,
    search: grid.search,
  });
  const [pendingDelete, setPendingDelete] = useState<Site | null>(null);

  const onEdit = useCallback((site: Site) => navigate(siteEditPath(site.id)), [navigate]);
  const columns = useSiteColumns({ onEdit, onDelete: setPendingDelete });

  return (
    <>
      <PageHeader title="Sites" onCreate={() => navigate(paths.siteCreate)} createLabel="Create site" />
      <SiteSearchField value={grid.search} onSearch={grid.setSearch} />
      {isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          The sites could not be loaded. Please try again.
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ height: 'calc(100vh - 260px)', minHeight: 360 }}>
        <DataGrid
          aria-label="Sites"
          rows={data?.data ?? []}
          rowCount={data?.total ?? 0}
          columns={columns}
          loading={isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={grid.paginationModel}
          onPaginationModelChange={grid.onPaginationModelChange}
          sortModel={grid.sortModel}
          onSortModelChange={grid.onSortModelChange}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          disableColumnFilter
          disableRowSelectionOnClick
          onRowClick={({ id }) => navigate(paths.siteDetail(id))}
          sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Paper>
      <DeleteSiteDialog site={pendingDelete} onClose={() => setPendingDelete(null)} />
    </>
  );
}
