import { useCallback, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useAppDispatch, useAppSelector } from '../../../core/state/hooks';
import { selectAdvancedMode } from '../../../core/preferences/preferencesSlice';
import { selectActiveSite, siteSwitchRequested } from '../../../core/tenancy/tenancySlice';
import { SEARCH_MIN_LENGTH, useQuickSearchQuery, type SearchResult } from '../searchApi';
import { routeForResult, siteToActivate, visibleResults } from '../searchResultPaths';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../components/useDebouncedValue';
import { optionId, QuickSearchResults } from './QuickSearchResults';

// The dialog's name for screen readers; the search field speaks for itself visually.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Requirements §2.4 quick search: 2-character minimum, 500 ms debounce, arrows / Enter / Escape. */
export function QuickSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const activeSiteId = useAppSelector(selectActiveSite)?.id;
  const advancedMode = useAppSelector(selectAdvancedMode);
  const listId = useId();
  const [input, setInput] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const query = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const tooShort = input.trim().length < SEARCH_MIN_LENGTH;
  const { data, isFetching, isError } = useQuickSearchQuery(query, { skip: query.length < SEARCH_MIN_LENGTH });
  const results = useMemo(() => visibleResults(data ?? [], advancedMode), [data, advancedMode]);
  const waiting = !tooShort && (query !== input.trim() || isFetching);

  const openResult = useCallback(
    (result: SearchResult) => {
      const route = routeForResult(result);
      if (!route) return;
      const site = siteToActivate(result, activeSiteId);
      onClose();
      navigate(route);
      // The switch toasts "Site changed" and reloads; /site then shows the site that was found.
      if (site) dispatch(siteSwitchRequested({ site }));
    },
    [navigate, onClose, dispatch, activeSiteId],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (waiting || results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const result = results[Math.min(activeIndex, results.length - 1)];
      if (result) openResult(result);
    }
  };

  let status: string | null = null;
  if (tooShort) status = 'Start typing to search for addresses, rooms, users, and more…';
  else if (waiting) status = 'Searching...';
  else if (isError) status = 'Search is not available right now.';
  else if (results.length === 0) status = `No results found for "${query}"`;
  const showResults = !status;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: { xs: 2, sm: 10 } } } }}
    >
      <DialogTitle sx={visuallyHidden}>Quick search</DialogTitle>
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          autoFocus
          value={input}
          placeholder="Search addresses, rooms, users…"
          onChange={(event) => {
            setInput(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: 'combobox',
              'aria-label': 'Search query',
              'aria-expanded': showResults,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': showResults ? optionId(listId, activeIndex) : undefined,
            },
          }}
        />
      </Box>
      <Box sx={{ px: 1, pb: 1, minHeight: 72, maxHeight: 420, overflowY: 'auto' }}>
        {status ? (
          <Typography role="status" color="textSecondary" sx={{ px: 2, py: 2 }}>
            {status}
          </Typography>
        ) : (
          <QuickSearchResults
            listId={listId}
            results={results}
            activeIndex={activeIndex}
            onHover={setActiveIndex}
            onOpen={openResult}
            activeSiteId={activeSiteId}
          />
        )}
      </Box>
    </Dialog>
  );
}
