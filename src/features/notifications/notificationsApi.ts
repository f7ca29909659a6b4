import { baseApi } from '../../core/api/baseApi';
import type { AlertKind } from '../../../rules/alerts';

/** GET /crm/notifications/settings/: the signed-in user's settings in the active customer. */
export interface NotificationSettings {
  email_enabled: boolean;
  email: string;
  email_available: boolean;
  email_unavailable_reason: string | null;
  webhook_url: string | null;
  /** The secret itself is never answered. */
  webhook_secret_set: boolean;
  kinds: AlertKind[];
  site_ids: number[];
}

/** PUT /crm/notifications/settings/; `webhook_secret` omitted keeps the stored one. */
export interface NotificationSettingsInput {
  email_enabled: boolean;
  email: string | null;
  webhook_url: string | null;
  webhook_secret?: string | null;
  kinds: AlertKind[];
  site_ids: number[];
}

export interface NotificationDelivery {
  id: number;
  channel: 'email' | 'webhook';
  alert_ids: number[];
  test: boolean;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: string | null;
  created_at: string;
}

const settingsUrl = '/crm/notifications/settings/';

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => settingsUrl,
      providesTags: ['NotificationSettings'],
    }),
    saveNotificationSettings: build.mutation<NotificationSettings, NotificationSettingsInput>({
      query: (body) => ({ url: settingsUrl, method: 'PUT', body }),
      invalidatesTags: ['NotificationSettings'],
    }),
    sendTestNotification: build.mutation<{ data: NotificationDelivery[] }, void>({
      query: () => ({ url: `${settingsUrl}test/`, method: 'POST', body: {} }),
      invalidatesTags: ['NotificationDelivery'],
    }),
    listNotificationDeliveries: build.query<{ data: NotificationDelivery[] }, void>({
      query: () => '/crm/notifications/deliveries/?limit=20',
      providesTags: ['NotificationDelivery'],
    }),
  }),
});

export const {
  useGetNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
  useSendTestNotificationMutation,
  useListNotificationDeliveriesQuery,
} = notificationsApi;
