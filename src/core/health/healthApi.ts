import { baseApi } from '../api/baseApi';
import type { HealthData } from './healthSlice';

/** Requirements §9: a health check gives up after 10 s (and that counts as unknown, not unhealthy). */
export const HEALTH_TIMEOUT_MS = 10_000;

export const healthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthData, void>({
      query: () => ({ url: '/health/', timeout: HEALTH_TIMEOUT_MS }),
      // The poller has its own retry interval and toasts; no server-error toast, no query retry.
      extraOptions: { silent: true, retries: 0 },
      keepUnusedDataFor: 0,
    }),
  }),
});
