import { baseApi } from '../api/baseApi';
import type { TokenPairResponse } from './sessionApi';
import { tokensRefreshed } from './sessionSlice';

export interface PasswordChange {
  current_password: string;
  new_password: string;
}

/**
 * The signed-in user's new password (POST /crm/users/me/password/). Every other session of the user
 * ends; this one goes on with the pair the answer carries, taken as a refresh of the tokens.
 */
export const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changeOwnPassword: build.mutation<TokenPairResponse, PasswordChange>({
      query: (body) => ({ url: '/crm/users/me/password/', method: 'POST', body }),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(tokensRefreshed({ ...data, issuedAt: Date.now() }));
        } catch {
          // The dialog shows why (the mutation's own result).
        }
      },
    }),
  }),
});

export const { useChangeOwnPasswordMutation } = passwordApi;
