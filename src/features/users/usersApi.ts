import { baseApi } from '../../core/api/baseApi';
import type { ChangeRecord } from '../../core/entity/changesApi';
import { entityEndpoints } from '../../core/entity/entityEndpoints';
import type { Page } from '../../core/entity/listTypes';
import type { User } from './userTypes';

export interface UserChangesArgs {
  userId: number;
  page: number;
  pageSize: number;
}

/** The customer's users (read-only: only the list and read calls), and the changes one of them made. */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const calls = entityEndpoints<User, never>(build, 'user');
    return {
      listUsers: calls.list,
      getUser: calls.get,
      /** Newest first; any write may add one, so the page asks again each time it opens. */
      listUserChanges: build.query<Page<ChangeRecord>, UserChangesArgs>({
        query: ({ userId, page, pageSize }) => ({
          url: '/crm/changes/',
          params: { user_id: userId, ordering: '-created_at', page, page_size: pageSize },
        }),
        extraOptions: { tenancy: 'customer' },
      }),
    };
  },
});

export const { useListUsersQuery, useGetUserQuery, useListUserChangesQuery } = usersApi;
