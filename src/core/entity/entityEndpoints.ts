import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { TagType } from '../api/baseApi';
import type { PorticoBaseQuery } from '../api/baseQuery';
import type { EntityType } from '../../../rules/entityTypes';
import { ENTITIES } from './entityRegistry';
import type { Identified, ListParams, Page } from './listTypes';

type Build = EndpointBuilder<PorticoBaseQuery, TagType, 'api'>;

export interface EntityCallOptions {
  /** the item read's cache time in seconds, when the entity's differs from the app's (tenants: 300, requirements §9) */
  itemKeepUnusedDataFor?: number;
  /** the create call's time-out in ms, when it may take longer than usual (tenants: 120000, requirements §7) */
  createTimeoutMs?: number;
}

export const listTag = (type: TagType) => ({ type, id: 'LIST' }) as const;

/**
 * The five calls of an entity (requirements §7) for a feature's `<feature>Api.ts`, at its path in the
 * entity registry, with the tags of the house rule: lists provide their rows and LIST; a create
 * invalidates LIST, an update or a delete the item and LIST; every write also what the registry says
 * shows its data (`alsoStale`).
 * @example const calls = entityEndpoints<Address, AddressPayload>(build, 'address');
 *          return { listAddresses: calls.list, getAddress: calls.get, … };
 */
export function entityEndpoints<Item extends Identified, Payload>(
  build: Build,
  entity: EntityType,
  options: EntityCallOptions = {},
) {
  const { api: path, tag, alsoStale } = ENTITIES[entity];
  const { itemKeepUnusedDataFor, createTimeoutMs } = options;
  const also = alsoStale.map((type) => ({ type }));
  const itemTag = (id: number) => ({ type: tag, id });
  return {
    list: build.query<Page<Item>, ListParams>({
      query: (params) => ({ url: path, params }),
      extraOptions: { tenancy: 'customer' },
      providesTags: (result) => [...(result?.data ?? []).map((row) => itemTag(row.id)), listTag(tag)],
    }),
    get: build.query<Item, number>({
      query: (id) => `${path}${id}/`,
      extraOptions: { tenancy: 'customer' },
      providesTags: (_result, _error, id) => [itemTag(id)],
      ...(itemKeepUnusedDataFor === undefined ? {} : { keepUnusedDataFor: itemKeepUnusedDataFor }),
    }),
    create: build.mutation<Item, Payload>({
      query: (body) => ({ url: path, method: 'POST', body, ...(createTimeoutMs ? { timeout: createTimeoutMs } : {}) }),
      extraOptions: { tenancy: 'customer' },
      invalidatesTags: (_result, error) => (error ? [] : [listTag(tag), ...also]),
    }),
    update: build.mutation<Item, { id: number; body: Partial<Payload> }>({
      query: ({ id, body }) => ({ url: `${path}${id}/`, method: 'PATCH', body }),
      extraOptions: { tenancy: 'customer' },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [itemTag(id), listTag(tag), ...also]),
    }),
    remove: build.mutation<void, number>({
      query: (id) => ({ url: `${path}${id}/`, method: 'DELETE' }),
      extraOptions: { tenancy: 'customer' },
      invalidatesTags: (_result, error, id) => (error ? [] : [itemTag(id), listTag(tag), ...also]),
    }),
  };
}
