import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';

const REQUEST_ACTION = /^api\/execute(Query|Mutation)\//;

/**
 * RTK Query's reducer needs the definition of every endpoint an action names, and the app injects
 * them as its pages load: a recording replayed into a tab that has not loaded the page of, say,
 * `listRooms` would fail from that action on. In replay mode an unknown endpoint gets a stand-in
 * definition (a plain query or mutation), which stores its recorded answers as the real one would.
 * The stand-in never sends: replay mode has the network off.
 */
export function acceptRecordedEndpoint(action: UnknownAction): void {
  const match = REQUEST_ACTION.exec(action.type);
  if (!match) return;
  const name = (action.meta as { arg?: { endpointName?: unknown } } | undefined)?.arg?.endpointName;
  if (typeof name !== 'string' || name in baseApi.endpoints) return;
  baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name]:
        match[1] === 'Mutation'
          ? build.mutation<unknown, unknown>({ query: () => '' })
          : build.query<unknown, unknown>({ query: () => '' }),
    }),
  });
}
