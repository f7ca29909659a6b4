import { memo, useCallback, useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import { useAppSelector } from '../../../core/state/hooks';
import { selectActiveSite } from '../../../core/tenancy/tenancySlice';
import { QuickSearchDialog } from './QuickSearchDialog';

/** Ctrl+K / Cmd+K opens the quick search, but only while a site is active (requirements §2.4). */
function useQuickSearchShortcut(enabled: boolean, onOpen: () => void) {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        onOpen();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, onOpen]);
}

/** The top bar's "Search" button with its dialog and keyboard shortcut. */
export const QuickSearch = memo(function QuickSearch() {
  const siteActive = useAppSelector(selectActiveSite) !== null;
  const [open, setOpen] = useState(false);
  const openDialog = useCallback(() => setOpen(true), []);
  const closeDialog = useCallback(() => setOpen(false), []);
  useQuickSearchShortcut(siteActive, openDialog);

  return (
    <>
      <Tooltip title={siteActive ? 'Search (Ctrl+K)' : 'Select a site to search'} describeChild>
        <span>
          <IconButton aria-label="Search" onClick={openDialog} disabled={!siteActive}>
            <SearchIcon />
          </IconButton>
        </span>
      </Tooltip>
      {/* Mounted only while open, so each opening starts empty. */}
      {open ? <QuickSearchDialog open onClose={closeDialog} /> : null}
    </>
  );
});
