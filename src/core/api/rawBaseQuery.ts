import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { getApiBase } from './env';

/** Plain fetch against the API base; headers and re-auth are added by baseQuery.ts. */
export const rawBaseQuery = fetchBaseQuery({ baseUrl: getApiBase() });
