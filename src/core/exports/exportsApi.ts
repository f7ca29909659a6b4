import { baseApi } from '../api/baseApi';
import { exportProgressed, type ExportRequest } from './exportsSlice';

/** What a finished export hands the saga: the rows read and the file, as an object URL to download. */
export interface ExportedFile {
  rows: number;
  url: string;
}

/** Progress is reported at most this often while the rows stream in. */
const PROGRESS_INTERVAL_MS = 200;
const NEWLINE = 10;

interface CsvFile {
  blob: Blob;
  rows: number;
}

/**
 * Reads a CSV response as it streams, counting rows (the header line excluded) and reporting
 * progress against the server's X-Total-Count; returns the whole file as a Blob.
 */
async function readCsv(response: Response, report: (rows: number, total: number | null) => void): Promise<CsvFile> {
  const totalHeader = response.headers.get('X-Total-Count');
  const total = totalHeader === null ? null : Number(totalHeader);
  const type = response.headers.get('Content-Type') ?? 'text/csv';
  if (!response.body) {
    const text = await response.text();
    return { blob: new Blob([text], { type }), rows: Math.max(0, text.split('\n').filter(Boolean).length - 1) };
  }
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let lines = 0;
  let reportedAt = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    for (const byte of value) if (byte === NEWLINE) lines += 1;
    if (Date.now() - reportedAt >= PROGRESS_INTERVAL_MS) {
      reportedAt = Date.now();
      report(Math.max(0, lines - 1), total);
    }
  }
  const rows = Math.max(0, lines - 1);
  report(rows, total);
  return { blob: new Blob(parts as BlobPart[], { type }), rows };
}

/**
 * The CSV variant of a list call: `GET <collection>export/` with the list's filters, search and
 * ordering, streamed by the server. Only the export saga runs it; progress goes to the exports slice.
 */
export const exportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    exportCsv: build.mutation<ExportedFile, Omit<ExportRequest, 'filename'>>({
      async queryFn({ key, path, params }, api, _extraOptions, baseQuery) {
        const report = (rows: number, total: number | null) => api.dispatch(exportProgressed({ key, rows, total }));
        const result = await baseQuery({
          url: `${path}export/`,
          params,
          responseHandler: async (response) => (response.ok ? readCsv(response, report) : response.json()),
        });
        if (result.error) return { error: result.error };
        const file = result.data as CsvFile;
        return { data: { rows: file.rows, url: URL.createObjectURL(file.blob) } };
      },
      extraOptions: { tenancy: 'customer' },
    }),
  }),
});
