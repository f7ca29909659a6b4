import type { RootState } from '../state/rootReducer';
import { baseApi } from './baseApi';
import type { SagaEndpoint } from './endpointCalls';

export interface ActiveQuery {
  endpointName: string;
  originalArgs: unknown;
  /** when its data last arrived (ms since epoch); undefined before the first answer */
  fulfilledAt?: number;
}

/** Queries some screen is subscribed to right now. */
export function selectActiveQueries(state: RootState): ActiveQuery[] {
  const { queries, subscriptions } = state[baseApi.reducerPath];
  return Object.entries(queries).flatMap(([cacheKey, query]) => {
    const subscribers = subscriptions[cacheKey];
    if (!query?.endpointName || !subscribers || Object.keys(subscribers).length === 0) return [];
    return [
      { endpointName: query.endpointName, originalArgs: query.originalArgs, fulfilledAt: query.fulfilledTimeStamp },
    ];
  });
}

/** The endpoint a cached query belongs to, for sagas that refetch it with `runEndpoint`. */
export function endpointOf(query: ActiveQuery): SagaEndpoint | undefined {
  const endpoints: Partial<Record<string, SagaEndpoint>> = baseApi.endpoints;
  return endpoints[query.endpointName];
}
