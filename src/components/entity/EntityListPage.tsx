import { Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import type { GridColDef } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import PageHeader from '../PageHeader';
import { useGridUrlState } from '../useGridUrlState';
import { ENTITIES, ENTITY_LISTS, ENTITY_PAGES, nounOf, type PagedEntityType } from '../../core/entity/entityRegistry';
import type { Identified, ListParams } from '../../core/entity/listTypes';
import { EntityGrid } from './EntityGrid';
import { ExportCsvButton } from './ExportCsvButton';
import { FilterBar } from './FilterBar';
import { ListImporterContext } from './listImporter';
import { ListBulkEditorContext } from './listBulkEditor';
import type { ListFilterDef } from './listFilters';
import { filterParams, pageParams, type UseList } from './listQuery';
import { useRememberedListUrl } from './useRememberedListUrl';
import { useGridPreferences } from './useGridPreferences';
import { SavedViewsMenu } from './SavedViewsMenu';

const NO_FILTERS: readonly ListFilterDef[] = [];

export interface EntityListPageProps<Row extends Identified> {
  /** whose list: its title, its plural in texts ("Search rooms", "No rooms found", also the list's key and
   * export file name), its API path (the CSV export) and its rows' page come from the entity registry */
  entity: PagedEntityType;
  /** a line under the title, e.g. why the list has no Create */
  subtitle?: ReactNode;
  useList: UseList<Row>;
  /** memoised columns; every column the server can order by is sortable, others say `sortable: false` */
  columns: GridColDef<Row>[];
  filters?: readonly ListFilterDef[];
  /** params of `filters` the bar offers as fields */
  offeredFilters?: readonly string[];
  /** params sent with every call of this list, e.g. { kind: 'person' } */
  fixedParams?: ListParams;
  /** where "Create <noun>" leads, when not the registry's create page (a list without one offers no create) */
  createPath?: string;
  /** false for a list the server has no CSV variant of (one served whole, like customers) */
  exportable?: boolean;
  /** dialogs and other elements the page's columns open */
  children?: ReactNode;
}

/**
 * The list screen of an entity: header with Create, search and filter bar with chips, Clear filters
 * and Export CSV, then the server-mode grid. Page, sort, search and filters live in the URL.
 * @example <EntityListPage entity="room" useList={useListRoomsQuery} columns={columns} createPath={paths.roomCreate} />
 */
/**
 * "Create floor" from a list narrowed to an address starts in that address: the list's id filters
 * (address_id, floor_id, room_id…) go along, and each create page takes the ones it knows.
 */
function withPlaceFilters(createPath: string, filters: Record<string, string>): string {
  const ids = Object.entries(filters).filter(([param]) => param.endsWith('_id'));
  return ids.length > 0 ? `${createPath}?${new URLSearchParams(ids).toString()}` : createPath;
}

/** A list's filters as a bulk edit names them: its search and filters, not its order. */
function bulkFilterOf(params: ListParams): ListParams {
  const { ordering: _ordering, ...filter } = params;
  return filter;
}

export function EntityListPage<Row extends Identified>(props: EntityListPageProps<Row>) {
  const { entity, useList, columns, filters = NO_FILTERS, offeredFilters, fixedParams } = props;
  const { children, subtitle, exportable = true } = props;
  const { plural, api: path } = ENTITIES[entity];
  const { title, create, imports, bulk } = ENTITY_LISTS[entity];
  const createPath = props.createPath ?? create;
  // Importing creates rows, so it is offered where creating is.
  const Importer = useContext(ListImporterContext);
  const importable = Boolean(createPath && imports && Importer);
  const [importing, setImporting] = useState(false);
  // Bulk edit and delete, where creating is too (staff who create rows may change them together).
  const bulkKit = useContext(ListBulkEditorContext);
  const bulkable = Boolean(createPath && bulk && bulkKit);
  const [selected, setSelected] = useState<number[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  const [bulkAction, setBulkAction] = useState<'edit' | 'delete' | null>(null);
  const navigate = useNavigate();
  const restoring = useRememberedListUrl(plural);

  const sortableFields = useMemo(
    () => columns.filter((column) => column.sortable !== false).map((column) => column.field),
    [columns],
  );
  const grid = useGridUrlState({ sortableFields, filters });
  const preferences = useGridPreferences(plural);
  const { data, isFetching, isError, refetch } = useList(restoring ? skipToken : pageParams(grid, fixedParams));
  const onOpen = useCallback((row: Row) => navigate(ENTITY_PAGES[entity](row.id)), [navigate, entity]);
  const filtered = grid.search !== '' || Object.keys(grid.filters).length > 0;
  const clearSelection = useCallback(() => {
    setSelected([]);
    setAllMatching(false);
  }, []);
  const onSelectedChange = useCallback((ids: number[]) => {
    setSelected(ids);
    setAllMatching(false);
  }, []);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        onCreate={createPath ? () => navigate(withPlaceFilters(createPath, grid.filters)) : undefined}
        createLabel={`Create ${nounOf(entity)}`}
        actions={
          importable ? (
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
              Import
            </Button>
          ) : null
        }
      />
      <FilterBar
        grid={grid}
        filters={filters}
        offered={offeredFilters}
        searchLabel={`Search ${plural}`}
        actions={
          <>
            <SavedViewsMenu list={entity} grid={grid} preferences={preferences} waiting={restoring} />
            {exportable ? (
              <ExportCsvButton
                listKey={plural}
                path={path}
                params={filterParams(grid, fixedParams)}
                disabled={!data?.total}
              />
            ) : null}
          </>
        }
      />
      {/* A failed list shows only its error: an empty grid beside it ("No rooms found", "0–0 of 0") would say there are none. */}
      {isError ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              Retry
            </Button>
          }
        >
          The {plural} could not be loaded.
        </Alert>
      ) : (
        <>
          {bulkable && bulkKit && selected.length > 0 ? (
            <Suspense fallback={null}>
              <bulkKit.SelectionBar
                selected={selected.length}
                total={data?.total ?? 0}
                allMatching={allMatching}
                plural={plural}
                onAllMatching={() => setAllMatching(true)}
                onEdit={() => setBulkAction('edit')}
                onDelete={() => setBulkAction('delete')}
                onClear={clearSelection}
              />
            </Suspense>
          ) : null}
          <Paper variant="outlined" sx={{ height: 'calc(100vh - 300px)', minHeight: 380 }}>
            <EntityGrid
              label={title}
              preferences={preferences}
              grid={grid}
              rows={data?.data ?? []}
              total={data?.total ?? 0}
              loading={isFetching}
              columns={columns}
              onOpen={onOpen}
              emptyText={filtered ? `No ${plural} match these filters` : `No ${plural} found`}
              selected={bulkable ? selected : undefined}
              onSelectedChange={bulkable ? onSelectedChange : undefined}
            />
          </Paper>
        </>
      )}
      {bulkAction && bulk && bulkKit ? (
        <Suspense fallback={null}>
          <bulkKit.Dialog
            entity={bulk}
            action={bulkAction}
            selection={allMatching ? { filter: bulkFilterOf(filterParams(grid, fixedParams)) } : { ids: selected }}
            count={allMatching ? (data?.total ?? 0) : selected.length}
            onClose={() => setBulkAction(null)}
            onStarted={clearSelection}
          />
        </Suspense>
      ) : null}
      {importing && imports && Importer ? (
        <Suspense fallback={null}>
          <Importer imports={imports} onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}
      {children}
    </>
  );
}

interface ListPageDef<Row extends Identified> extends Omit<EntityListPageProps<Row>, 'entity' | 'columns'> {
  /** the list's memoised columns */
  useColumns: () => GridColDef<Row>[];
}

/**
 * A list page that is the entity's list screen and nothing more.
 * @example export default entityListPage('room', { useList: useListRoomsQuery, useColumns: useRoomColumns });
 */
export function entityListPage<Row extends Identified>(entity: PagedEntityType, def: ListPageDef<Row>) {
  const { useColumns, ...props } = def;
  return function ListPage() {
    return <EntityListPage entity={entity} columns={useColumns()} {...props} />;
  };
}

export default EntityListPage;
