import { baseApi } from '../../core/api/baseApi';

/** GET /core/timezones/ (requirements §7): IANA names in a data array. They never change while the app runs. */
export const timezonesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTimezones: build.query<string[], void>({
      query: () => '/core/timezones/',
      transformResponse: (response: { data: string[] }) => response.data,
      keepUnusedDataFor: 24 * 60 * 60,
      providesTags: ['Timezone'],
    }),
  }),
});

export const { useListTimezonesQuery } = timezonesApi;
