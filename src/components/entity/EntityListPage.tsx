import { useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import type { GridColDef } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import PageHeader from '../PageHeader';
import { useGridUrlState } from '../useGridUrlState';
import { ENTITIES, ENTITY_LISTS, ENTITY_PAGES, nounOf, type PagedEntityType } from '../../core/entity/entityRegistry';
import type { Identified, ListParams } from '../../core/entity/listTypes';
import { EntityGrid } from './EntityGrid';
import { ExportCsvButton } from './ExportCsvButton';
import { FilterBar } from './FilterBar';
import type { ListFilterDef } from './listFilters';
import { filterParams, pageParams, type UseList } from './listQuery';
import { useRememberedListUrl } from './useRememberedListUrl';

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
export function EntityListPage<Row extends Identified>(props: EntityListPageProps<Row>) {
  const { entity, useList, columns, filters = NO_FILTERS, offeredFilters, fixedParams } = props;
  const { children, subtitle, exportable = true } = props;
  const { plural, api: path } = ENTITIES[entity];
  const { title, create } = ENTITY_LISTS[entity];
  const createPath = props.createPath ?? create;
  const navigate = useNavigate();
  const restoring = useRememberedListUrl(plural);

  const sortableFields = useMemo(
    () => columns.filter((column) => column.sortable !== false).map((column) => column.field),
    [columns],
  );
  const grid = useGridUrlState({ sortableFields, filters });
  const { data, isFetching, isError, refetch } = useList(restoring ? skipToken : pageParams(grid, fixedParams));
  const onOpen = useCallback((row: Row) => navigate(ENTITY_PAGES[entity](row.id)), [navigate, entity]);
  const filtered = grid.search !== '' || Object.keys(grid.filters).length > 0;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        onCreate={createPath ? () => navigate(createPath) : undefined}
        createLabel={`Create ${nounOf(entity)}`}
      />
      <FilterBar
        grid={grid}
        filters={filters}
        offered={offeredFilters}
        searchLabel={`Search ${plural}`}
        actions={
          exportable ? (
            <ExportCsvButton
              listKey={plural}
              path={path}
              params={filterParams(grid, fixedParams)}
              disabled={!data?.total}
            />
          ) : null
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
        <Paper variant="outlined" sx={{ height: 'calc(100vh - 300px)', minHeight: 380 }}>
          <EntityGrid
            label={title}
            listKey={plural}
            grid={grid}
            rows={data?.data ?? []}
            total={data?.total ?? 0}
            loading={isFetching}
            columns={columns}
            onOpen={onOpen}
            emptyText={filtered ? `No ${plural} match these filters` : `No ${plural} found`}
          />
        </Paper>
      )}
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
