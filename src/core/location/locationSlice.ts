import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where the user is: the router reports each change, so a recorded session shows its route changes. */
export interface LocationState {
  pathname: string;
  search: string;
  hash: string;
}

export const initialLocationState: LocationState = { pathname: '', search: '', hash: '' };

export const locationSlice = createSlice({
  name: 'location',
  initialState: initialLocationState,
  reducers: {
    /** Example: `dispatch(locationChanged({ pathname: '/sites', search: '?page=2', hash: '' }))`. */
    changed: {
      reducer: (_state, action: PayloadAction<LocationState>) => action.payload,
      // Only the three strings: the router's location object also carries state and a key.
      prepare: ({ pathname, search, hash }: LocationState) => ({ payload: { pathname, search, hash } }),
    },
  },
  selectors: {
    selectLocation: (state) => state,
  },
});

export const { changed: locationChanged } = locationSlice.actions;
export const { selectLocation } = locationSlice.selectors;
export default locationSlice.reducer;
