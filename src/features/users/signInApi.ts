import { baseApi } from '../../core/api/baseApi';

/** A limit of the login throttle holding now (GET /auth/lockouts/). */
export interface Lockout {
  kind: 'account_address' | 'address' | 'account';
  email: string | null;
  address: string | null;
  failures: number;
  locked_until: string;
}

export interface LockoutFilter {
  email?: string;
  address?: string;
}

/** A superuser's calls about another user's sign-in: their password, and the throttle's lockouts. */
export const signInApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resetUserPassword: build.mutation<void, { userId: number; new_password: string }>({
      query: ({ userId, new_password }) => ({
        url: `/crm/users/${userId}/password/`,
        method: 'POST',
        body: { new_password },
      }),
      extraOptions: { tenancy: 'customer' },
    }),
    /** Lockouts change with every failed sign-in anywhere: asked again each time the section opens. */
    listLockouts: build.query<{ data: Lockout[] }, LockoutFilter>({
      query: (params) => ({ url: '/auth/lockouts/', params }),
      keepUnusedDataFor: 0,
    }),
    clearLockouts: build.mutation<{ cleared: number }, LockoutFilter>({
      query: (params) => ({ url: '/auth/lockouts/', method: 'DELETE', params }),
    }),
  }),
});

export const { useResetUserPasswordMutation, useListLockoutsQuery, useClearLockoutsMutation } = signInApi;
