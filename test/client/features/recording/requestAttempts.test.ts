import { waitFor } from '@testing-library/react';
import * as browser from '../../../../src/core/browser';
import { recordingStarted, recordingStopped } from '../../../../src/core/recording/recordingSlice';
import { recordingTimeline } from '../../../../src/core/recording/recordingTimeline';
import { sitesApi } from '../../../../src/core/tenancy/sitesApi';
import { makeTestStore, signedInState } from '../../../support/clientStore';
import { installFakeApi } from '../../../support/fakeApi';
import { siteA } from '../../../support/fixtures';
import { readRecording } from '../../../support/recordedSession';

describe('a recorded request that the app sends again', () => {
  it('tells both attempts of a call that failed and then succeeded on its retry, each with method, path, status and duration', async () => {
    const answers: Array<[number, unknown]> = [
      [503, { detail: 'Service unavailable' }],
      [200, { data: [siteA], total: 1 }],
    ];
    const api = installFakeApi({ 'GET /api/crm/sites/': () => answers.shift() ?? [500] });
    const downloads: string[] = [];
    jest.spyOn(browser, 'downloadFile').mockImplementation((_name, content) => void downloads.push(content));
    const { store } = makeTestStore(signedInState(), { persist: false });

    store.dispatch(recordingStarted());
    const call = store.dispatch(sitesApi.endpoints.listSites.initiate({ page: 1, pageSize: 25 }, { subscribe: false }));
    expect((await call).data?.total).toBe(1);
    expect(api.requests('GET /api/crm/sites/')).toHaveLength(2);
    store.dispatch(recordingStopped());
    await waitFor(() => expect(downloads).toHaveLength(1));

    const { steps } = readRecording(downloads[0]);
    const answer = steps.find((step) => step.action.type === 'api/executeQuery/fulfilled listSites');
    const path = '/api/crm/sites/?page=1&page_size=25';
    expect(answer?.action.meta).toMatchObject({
      request: {
        method: 'GET',
        path,
        status: 200,
        durationMs: expect.any(Number),
        attempts: [
          { method: 'GET', path, status: 503, durationMs: expect.any(Number) },
          { method: 'GET', path, status: 200, durationMs: expect.any(Number) },
        ],
      },
    });
    // The summary for people (the support page, `npm run replay`) says what came before the answer.
    expect(recordingTimeline(steps)).toContainEqual(
      expect.stringMatching(
        /request {2}GET \/api\/crm\/sites\/\?page=1&page_size=25 → 200 in \d+ ms, after 503 \(listSites\)$/,
      ),
    );
  });

  it('tells a call answered at once as its one request, without a list of attempts', async () => {
    installFakeApi({ 'GET /api/crm/sites/': () => [200, { data: [siteA], total: 1 }] });
    const downloads: string[] = [];
    jest.spyOn(browser, 'downloadFile').mockImplementation((_name, content) => void downloads.push(content));
    const { store } = makeTestStore(signedInState(), { persist: false });

    store.dispatch(recordingStarted());
    await store.dispatch(sitesApi.endpoints.listSites.initiate({ page: 1, pageSize: 25 }, { subscribe: false }));
    store.dispatch(recordingStopped());
    await waitFor(() => expect(downloads).toHaveLength(1));

    const { steps } = readRecording(downloads[0]);
    const answer = steps.find((step) => step.action.type === 'api/executeQuery/fulfilled listSites');
    const request = (answer?.action.meta as { request?: Record<string, unknown> } | undefined)?.request;
    expect(request).toMatchObject({ method: 'GET', status: 200, durationMs: expect.any(Number) });
    expect(request).not.toHaveProperty('attempts');
  });
});
