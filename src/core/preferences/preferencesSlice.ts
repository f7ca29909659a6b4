import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userLoaded, type ThemeSetting } from '../session/sessionSlice';

export type SidebarState = 'open' | 'closed';

export interface PreferencesState {
  theme: ThemeSetting;
  advancedMode: boolean;
  sidebar: SidebarState;
}

export const initialPreferencesState: PreferencesState = { theme: 'auto', advancedMode: false, sidebar: 'open' };

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferencesState,
  reducers: {
    themeChanged(state, action: PayloadAction<ThemeSetting>) {
      state.theme = action.payload;
    },
    advancedModeToggled(state) {
      state.advancedMode = !state.advancedMode;
    },
    sidebarToggled(state) {
      state.sidebar = state.sidebar === 'open' ? 'closed' : 'open';
    },
  },
  extraReducers: (builder) => {
    // Theme and Advanced Mode are per user (requirements §4): the server's profile wins on sign-in.
    builder.addCase(userLoaded, (state, action) => {
      const profile = action.payload.profile;
      if (profile) {
        state.theme = profile.theme;
        state.advancedMode = profile.advanced_mode;
      }
    });
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectAdvancedMode: (state) => state.advancedMode,
    selectSidebarOpen: (state) => state.sidebar === 'open',
  },
});

export const { themeChanged, advancedModeToggled, sidebarToggled } = preferencesSlice.actions;
export const { selectTheme, selectAdvancedMode, selectSidebarOpen } = preferencesSlice.selectors;
export default preferencesSlice.reducer;
