import { fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isReplaying, REPLAY_OFFLINE } from '../state/replayMode';
import { getApiBase } from './env';

const fetchQuery = fetchBaseQuery({ baseUrl: getApiBase() });

/** Plain fetch against the API base; headers and re-auth are added by baseQuery.ts. Nothing leaves a replaying page. */
export const rawBaseQuery: typeof fetchQuery = (args, api, extraOptions) => {
  if (isReplaying()) {
    const error: FetchBaseQueryError = {
      status: 'CUSTOM_ERROR',
      error: REPLAY_OFFLINE,
      data: { detail: REPLAY_OFFLINE },
    };
    return { error };
  }
  return fetchQuery(args, api, extraOptions);
};
