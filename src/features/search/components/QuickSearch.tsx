import { memo, Suspense, useCallback } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import { lazyWithPreload } from '../../../components/lazyWithPreload';
import { useAppDispatch, useAppSelector } from '../../../core/state/hooks';
import { quickSearchClosed, quickSearchOpened, selectQuickSearchOpen } from '../../../core/search/quickSearchSlice';
import { selectActiveSite } from '../../../core/tenancy/tenancySlice';

// A chunk of its own: the shell (and every page with it) loads faster without it. Fetched when the
// pointer or focus reaches the button, so a click usually finds it there; Ctrl+K fetches it on opening.
const { Component: QuickSearchDialog, preload: preloadDialog } = lazyWithPreload(() =>
  import('./QuickSearchDialog').then((m) => m.QuickSearchDialog),
);

/**
 * The top bar's "Search" button with its dialog, open while the store says so: the button or Ctrl+K
 * (core/search/QuickSearchShortcut) opens it, only while a site is active (requirements §2.4).
 */
export const QuickSearch = memo(function QuickSearch() {
  const dispatch = useAppDispatch();
  const siteActive = useAppSelector(selectActiveSite) !== null;
  const open = useAppSelector(selectQuickSearchOpen) && siteActive;
  const openDialog = useCallback(() => dispatch(quickSearchOpened()), [dispatch]);
  const closeDialog = useCallback(() => dispatch(quickSearchClosed()), [dispatch]);

  return (
    <>
      <Tooltip title={siteActive ? 'Search (Ctrl+K)' : 'Select a site to search'} describeChild>
        <span>
          <IconButton
            aria-label="Search"
            onClick={openDialog}
            onPointerEnter={preloadDialog}
            onFocus={preloadDialog}
            disabled={!siteActive}
          >
            <SearchIcon />
          </IconButton>
        </span>
      </Tooltip>
      {/* Mounted only while open, so each opening starts empty. */}
      {open ? (
        <Suspense fallback={null}>
          <QuickSearchDialog open onClose={closeDialog} />
        </Suspense>
      ) : null}
    </>
  );
});
