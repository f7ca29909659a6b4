import { createSlice } from '@reduxjs/toolkit';
import { expired, loggedOut } from '../session/sessionSlice';

export interface QuickSearchState {
  open: boolean;
}

export const initialQuickSearchState: QuickSearchState = { open: false };

/**
 * Whether the quick search (requirements §2.4) is open. In the store rather than in the top bar, so
 * Ctrl+K pressed before the app shell has loaded opens it as soon as the shell shows.
 */
export const quickSearchSlice = createSlice({
  name: 'quickSearch',
  initialState: initialQuickSearchState,
  reducers: {
    quickSearchOpened(state) {
      state.open = true;
    },
    quickSearchClosed(state) {
      state.open = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialQuickSearchState).addCase(expired, () => initialQuickSearchState);
  },
  selectors: {
    selectQuickSearchOpen: (state) => state.open,
  },
});

export const { quickSearchOpened, quickSearchClosed } = quickSearchSlice.actions;
export const { selectQuickSearchOpen } = quickSearchSlice.selectors;
export default quickSearchSlice.reducer;
