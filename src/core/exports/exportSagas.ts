import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { type EndpointResult, runEndpoint } from '../api/endpointCalls';
import { errorDetail, errorStatus } from '../api/apiTypes';
import { downloadUrl } from '../browser';
import { toast } from '../notifications/toast';
import { exportsApi, type ExportedFile } from './exportsApi';
import { exportFailed, exportFinished, exportRequested, type ExportRequest } from './exportsSlice';

/** Downloads a list's CSV export, then says how many rows it holds; one export at a time. */
export function* runExport(action: PayloadAction<ExportRequest>): SagaIterator {
  const { key, path, params, filename } = action.payload;
  const result: EndpointResult<ExportedFile> = yield call(runEndpoint, exportsApi.endpoints.exportCsv, {
    key,
    path,
    params,
  });
  if (result.error) {
    yield put(exportFailed({ key }));
    // 5xx already got the base query's "Server error" toast.
    const status = errorStatus(result.error);
    if (status === null || status < 500) {
      yield toast({
        title: 'Export failed',
        message: errorDetail(result.error) ?? 'The export could not be downloaded.',
        variant: 'error',
      });
    }
    return;
  }
  yield call(downloadUrl, filename, result.data.url);
  yield put(exportFinished({ key, rows: result.data.rows }));
  yield toast({
    title: 'Export ready',
    message: `${result.data.rows} rows exported to ${filename}`,
    variant: 'success',
  });
}

export function* exportSagas(): SagaIterator {
  yield takeLeading(exportRequested.type, runExport);
}
