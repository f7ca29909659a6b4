import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import type { SavedView, SavedViewState } from '../../../rules/savedViews';
import { useListSavedViewsQuery } from '../../core/savedViews/savedViewsApi';
import type { GridUrlState } from '../useGridUrlState';
import type { GridPreferencesState } from './useGridPreferences';

// The dialogs load when first opened: the list's own chunk stays small.
const SaveViewDialog = lazy(() => import('./SavedViewDialogs').then((module) => ({ default: module.SaveViewDialog })));
const ManageViewsDialog = lazy(() =>
  import('./SavedViewDialogs').then((module) => ({ default: module.ManageViewsDialog })),
);

interface SavedViewsMenuProps {
  /** the entity whose list it is, e.g. 'room' */
  list: string;
  grid: GridUrlState;
  preferences: GridPreferencesState;
  /** true while the list brings back its remembered URL: its default view waits, and yields to it */
  waiting: boolean;
}

const arrivedBare = (search: string, state: unknown) =>
  !search && (state as { returnToList?: unknown } | null)?.returnToList !== true;

/**
 * "Views": the list's saved views (issue 37). Opening one sets its filters, search and sort in the URL
 * and its columns and density in the grid; the user's default view opens when the list does with no
 * query of its own. "Save view…" keeps what the list shows now.
 */
export function SavedViewsMenu({ list, grid, preferences, waiting }: SavedViewsMenuProps) {
  const { data: views } = useListSavedViewsQuery(list);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const bareOnArrival = useRef(arrivedBare(location.search, location.state));
  const defaultDone = useRef(false);

  const open = useCallback(
    (view: SavedView, replace = false) => {
      const { filters, search, sort, columns, density } = view.state;
      const next = new URLSearchParams(filters);
      const pageSize = params.get('pageSize');
      if (pageSize) next.set('pageSize', pageSize);
      if (search) next.set('search', search);
      if (sort) next.set('sort', sort);
      setParams(next, { replace });
      preferences.apply({ columns, density });
    },
    [params, setParams, preferences],
  );

  useEffect(() => {
    if (defaultDone.current || waiting || !views) return;
    defaultDone.current = true;
    const preferred = views.find((view) => view.mine && view.is_default);
    // Not over a query the user made while the views loaded.
    if (preferred && bareOnArrival.current && !location.search) open(preferred, true);
  }, [views, waiting, location.search, open]);

  const current = (): SavedViewState => ({
    filters: grid.filters,
    search: grid.search.trim(),
    sort: grid.ordering ?? null,
    columns: preferences.columnVisibilityModel,
    density: preferences.density,
  });
  const close = () => setAnchor(null);
  const own = views?.filter((view) => view.mine) ?? [];

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Views
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {views?.map((view) => (
          <MenuItem
            key={view.id}
            onClick={() => {
              close();
              open(view);
            }}
          >
            <ListItemText
              primary={view.name}
              secondary={
                [view.is_default && view.mine ? 'Default' : null, view.mine ? null : `Shared by ${view.owner.name}`]
                  .filter(Boolean)
                  .join(' · ') || null
              }
            />
          </MenuItem>
        ))}
        {views?.length ? <Divider /> : null}
        <MenuItem
          onClick={() => {
            close();
            setDialog('save');
          }}
        >
          Save view…
        </MenuItem>
        {own.length ? (
          <MenuItem
            onClick={() => {
              close();
              setDialog('manage');
            }}
          >
            Manage views…
          </MenuItem>
        ) : null}
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'save' ? <SaveViewDialog list={list} state={current()} onClose={() => setDialog(null)} /> : null}
        {dialog === 'manage' ? <ManageViewsDialog list={list} views={own} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </>
  );
}
