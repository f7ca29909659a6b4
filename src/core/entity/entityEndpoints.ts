import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { TagType } from '../api/baseApi';
import type { PorticoBaseQuery } from '../api/baseQuery';
import type { Identified, ListParams, Page } from './listTypes';

type Build = EndpointBuilder<PorticoBaseQuery, TagType, 'api'>;

export interface EntityCalls {
  /** collection path of the API: '/crm/addresses/'; items are `${path}${id}/` */
  path: string;
  tag: TagType;
  /** tags a write also invalidates (counts on the dashboard, lists that show this entity's names) */
  alsoInvalidates?: TagType[];
  /** the item read's cache time in seconds, when the entity's differs from the app's (tenants: 300, requirements §9) */
  itemKeepUnusedDataFor?: number;
  /** the create call's time-out in ms, when it may take longer than usual (tenants: 120000, requirements §7) */
  createTimeoutMs?: number;
}

export const listTag = (type: TagType) => ({ type, id: 'LIST' }) as const;

/**
 * The five calls of an entity (requirements §7) for a feature's `<feature>Api.ts`, with the tags of
 * the house rule: lists provide their rows and LIST; a create invalidates LIST, an update or a delete
 * the item and LIST.
 * @example const calls = entityEndpoints<Address, AddressPayload>(build, { path: '/crm/addresses/', tag: 'Address' });
 *          return { listAddresses: calls.list, getAddress: calls.get, … };
 */
export function entityEndpoints<Item extends Identified, Payload>(build: Build, calls: EntityCalls) {
  const { path, tag, alsoInvalidates = [], itemKeepUnusedDataFor, createTimeoutMs } = calls;
  const also = alsoInvalidates.map((type) => ({ type }));
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
