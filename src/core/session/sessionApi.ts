import { baseApi } from '../api/baseApi';
import type { ThemeSetting, UserWithSuperuser } from './sessionSlice';

export interface TokenPairResponse {
  access: string;
  refresh: string;
}

export interface ProfileUpdate {
  profile: { theme?: ThemeSetting; advanced_mode?: boolean };
}

/** Sign-in, the current user and sign-out (requirements §7). Sagas call these; screens use the hooks. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenPairResponse, { username: string; password: string }>({
      query: (body) => ({ url: '/token/pair', method: 'POST', body }),
      // The login form shows its own message for every failure (requirements §8).
      extraOptions: { silent: true },
    }),
    getMe: build.query<UserWithSuperuser, void>({
      query: () => '/crm/users/me/',
      providesTags: ['Me'],
    }),
    updateMe: build.mutation<UserWithSuperuser, ProfileUpdate>({
      query: (body) => ({ url: '/crm/users/me/', method: 'PATCH', body }),
      invalidatesTags: ['Me'],
    }),
    logout: build.mutation<void, { refresh: string }>({
      query: (body) => ({ url: '/token/logout', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useLoginMutation, useGetMeQuery, useUpdateMeMutation, useLogoutMutation } = sessionApi;
