import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListParams } from '../entity/listTypes';

/** A CSV export of a list: its rows so far, and the total the server announced (null until known). */
export interface ExportProgress {
  status: 'running' | 'done' | 'failed';
  rows: number;
  total: number | null;
}

/** Exports by list key ('rooms'): one at a time per list. */
export type ExportsState = Record<string, ExportProgress>;

export interface ExportRequest {
  /** the list's key, e.g. 'rooms' */
  key: string;
  /** the entity's collection path, '/crm/rooms/'; the export is `${path}export/` */
  path: string;
  /** the list's filters, search and ordering (no paging: the export has every matching row) */
  params: ListParams;
  /** the file name offered, e.g. 'rooms-2026-11-23.csv' */
  filename: string;
}

const initialState: ExportsState = {};

export const exportsSlice = createSlice({
  name: 'exports',
  initialState,
  reducers: {
    exportRequested(state, action: PayloadAction<ExportRequest>) {
      state[action.payload.key] = { status: 'running', rows: 0, total: null };
    },
    exportProgressed(state, action: PayloadAction<{ key: string; rows: number; total: number | null }>) {
      const { key, rows, total } = action.payload;
      state[key] = { status: 'running', rows, total };
    },
    exportFinished(state, action: PayloadAction<{ key: string; rows: number }>) {
      const { key, rows } = action.payload;
      state[key] = { status: 'done', rows, total: rows };
    },
    exportFailed(state, action: PayloadAction<{ key: string }>) {
      const previous = state[action.payload.key];
      state[action.payload.key] = { status: 'failed', rows: previous?.rows ?? 0, total: previous?.total ?? null };
    },
  },
  selectors: {
    selectExport: (state, key: string): ExportProgress | undefined => state[key],
  },
});

export const { exportRequested, exportProgressed, exportFinished, exportFailed } = exportsSlice.actions;
export const { selectExport } = exportsSlice.selectors;
export default exportsSlice.reducer;
