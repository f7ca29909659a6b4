import { baseApi } from '../../core/api/baseApi';
import { ENTITIES } from '../../core/entity/entityRegistry';
import {
  IMPORT_ENTITIES,
  type CheckedImport,
  type CommitMode,
  type ImportName,
  type ImportStatus,
  type UploadedImport,
} from './importTypes';

const base = (entity: ImportName) => `/crm/imports/${entity}/`;

/**
 * CSV import (issue 37): upload the file as a text/csv body, check it with a mapping (the dry run),
 * commit it as a background job and poll its state; template and result come back as object URLs.
 */
export const importsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadImport: build.mutation<UploadedImport, { entity: ImportName; text: string; fileName?: string }>({
      query: ({ entity, text, fileName }) => ({
        url: base(entity),
        method: 'POST',
        body: text,
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
        params: fileName ? { file_name: fileName.slice(0, 200) } : undefined,
      }),
      extraOptions: { tenancy: 'customer' },
    }),
    checkImport: build.mutation<CheckedImport, { entity: ImportName; id: number; mapping: Record<string, string> }>({
      query: ({ entity, id, mapping }) => ({ url: `${base(entity)}${id}/check/`, method: 'POST', body: { mapping } }),
      extraOptions: { tenancy: 'customer' },
    }),
    commitImport: build.mutation<{ id: number; job_id: string }, { entity: ImportName; id: number; mode: CommitMode }>({
      query: ({ entity, id, mode }) => ({ url: `${base(entity)}${id}/commit/`, method: 'POST', body: { mode } }),
      extraOptions: { tenancy: 'customer' },
    }),
    importStatus: build.query<ImportStatus, { entity: ImportName; id: number }>({
      query: ({ entity, id }) => `${base(entity)}${id}/`,
      extraOptions: { tenancy: 'customer' },
      keepUnusedDataFor: 0,
      // The committed rows are on the entity's lists (and whatever shows them) from now on.
      async onQueryStarted({ entity }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.state !== 'committed') return;
        const { tag, alsoStale } = ENTITIES[IMPORT_ENTITIES[entity]];
        dispatch(baseApi.util.invalidateTags([tag, ...alsoStale]));
      },
    }),
    /** The template or the result file, as an object URL for downloadUrl. */
    importFile: build.mutation<string, { entity: ImportName; id?: number }>({
      async queryFn({ entity, id }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: id === undefined ? `${base(entity)}template/` : `${base(entity)}${id}/result/`,
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        return { data: URL.createObjectURL(result.data as Blob) };
      },
      extraOptions: { tenancy: 'customer' },
    }),
  }),
});

export const {
  useUploadImportMutation,
  useCheckImportMutation,
  useCommitImportMutation,
  useImportStatusQuery,
  useImportFileMutation,
} = importsApi;
