import { baseApi } from '../api/baseApi';
import type { TokenPairResponse } from './sessionApi';

export interface PasswordChange {
  current_password: string;
  new_password: string;
}

/**
 * The signed-in user's new password (POST /crm/users/me/password/). Every other session of the user
 * ends; this one goes on with the pair the answer carries, stored under the refresh lock so that a
 * refresh asked for meanwhile (the socket this change closes) does not spend the revoked token.
 */
export const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changeOwnPassword: build.mutation<TokenPairResponse, PasswordChange>({
      query: (body) => ({ url: '/crm/users/me/password/', method: 'POST', body }),
      extraOptions: { rotatesTokens: true },
    }),
  }),
});

export const { useChangeOwnPasswordMutation } = passwordApi;
