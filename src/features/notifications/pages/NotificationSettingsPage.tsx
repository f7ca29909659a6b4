import { useState } from 'react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { array, boolean, object, string } from 'yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PageHeader from '../../../components/PageHeader';
import FormikTextField from '../../../components/form/FormikTextField';
import { FormikSwitch } from '../../../components/form/FormikSwitch';
import { applyFormError } from '../../../core/api/errors';
import { errorDetail } from '../../../core/api/apiTypes';
import { useListSitesQuery } from '../../../core/tenancy/sitesApi';
import { ALERT_KINDS, ALERT_KIND_LABELS, CRITICAL_ALERT_KINDS, type AlertKind } from '../../../../rules/alerts';
import {
  useGetNotificationSettingsQuery,
  useListNotificationDeliveriesQuery,
  useSaveNotificationSettingsMutation,
  useSendTestNotificationMutation,
  type NotificationDelivery,
  type NotificationSettings,
} from '../notificationsApi';

interface Values {
  email_enabled: boolean;
  email: string;
  webhook_url: string;
  webhook_secret: string;
  kinds: AlertKind[];
  site_ids: number[];
}

const MIN_SECRET = 16;

const schema = (secretSet: boolean) =>
  object({
    email_enabled: boolean(),
    email: string().trim().email('Not a valid e-mail address.'),
    webhook_url: string()
      .trim()
      .matches(/^https?:\/\/\S+$/i, { message: 'The webhook URL must start with http:// or https://.' }),
    webhook_secret: string()
      .min(MIN_SECRET, `The secret needs at least ${MIN_SECRET} characters.`)
      .when('webhook_url', {
        is: (url: string | undefined) => Boolean(url?.trim()) && !secretSet,
        then: (field) => field.required('A webhook needs a secret to sign its deliveries.'),
      }),
    kinds: array(string()),
    site_ids: array(),
  });

const initialValues = (settings: NotificationSettings): Values => ({
  email_enabled: settings.email_enabled,
  email: settings.email,
  webhook_url: settings.webhook_url ?? '',
  webhook_secret: '',
  kinds: settings.kinds,
  site_ids: settings.site_ids,
});

/** Alert kinds as checkboxes; the server's error on `kinds` shows under them. */
function KindsField() {
  const [field, meta, helpers] = useField<AlertKind[]>('kinds');
  const toggle = (kind: AlertKind, on: boolean) =>
    void helpers.setValue(on ? [...field.value, kind] : field.value.filter((value) => value !== kind));
  return (
    <FormControl component="fieldset" error={Boolean(meta.error)}>
      <FormLabel component="legend">Alert kinds to hear about</FormLabel>
      <FormGroup row>
        {ALERT_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            label={`${ALERT_KIND_LABELS[kind]}${CRITICAL_ALERT_KINDS.includes(kind) ? ' (critical)' : ''}`}
            control={
              <Checkbox checked={field.value.includes(kind)} onChange={(event) => toggle(kind, event.target.checked)} />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{meta.error || 'None ticked: no alert is sent (a test message still is).'}</FormHelperText>
    </FormControl>
  );
}

/** Sites as a multiple select: none chosen means every site. */
function SitesField({ sites }: { sites: { id: number; name: string }[] }) {
  const [field, meta, helpers] = useField<number[]>('site_ids');
  const name = (id: number) => sites.find((site) => site.id === id)?.name ?? `Site ${id}`;
  return (
    <TextField
      select
      id="field-site_ids"
      label="Sites"
      value={field.value}
      onChange={(event) => {
        const value = event.target.value as unknown;
        void helpers.setValue(Array.isArray(value) ? value.map(Number) : []);
      }}
      error={Boolean(meta.error)}
      helperText={meta.error || 'None chosen: alerts of every site.'}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => {
            const ids = selected as number[];
            return ids.length ? ids.map(name).join(', ') : 'All sites';
          },
          displayEmpty: true,
        },
        inputLabel: { shrink: true },
      }}
    >
      {sites.map((site) => (
        <MenuItem key={site.id} value={site.id}>
          {site.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

const STATUS_LABELS: Record<NotificationDelivery['status'], string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};

/** The server's words for a failed request: its detail, or each field message of a 400. */
function failureText(error: unknown): string {
  const detail = (error as { data?: { detail?: unknown } } | null)?.data?.detail;
  if (Array.isArray(detail)) {
    const messages = detail.map((item: { msg?: unknown }) => item?.msg).filter((msg) => typeof msg === 'string');
    if (messages.length) return messages.join(' ');
  }
  return errorDetail(error) ?? 'The test message could not be sent.';
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

function answerOf(delivery: NotificationDelivery): string {
  if (delivery.last_error) return delivery.last_error;
  if (delivery.last_status_code !== null) return `Answered ${delivery.last_status_code}`;
  return delivery.status === 'sent' ? 'Delivered' : '—';
}

/** The last deliveries, newest first; polled while one is still pending. */
function Deliveries({ settings }: { settings: NotificationSettings | undefined }) {
  const [pending, setPending] = useState(false);
  const { data, isError } = useListNotificationDeliveriesQuery(undefined, { pollingInterval: pending ? 2000 : 0 });
  const anyPending = Boolean(data?.data.some((delivery) => delivery.status === 'pending'));
  if (anyPending !== pending) setPending(anyPending);
  const target = (delivery: NotificationDelivery) =>
    delivery.channel === 'email'
      ? `E-mail${settings ? ` (${settings.email})` : ''}`
      : `Webhook${settings?.webhook_url ? ` (${settings.webhook_url})` : ''}`;
  if (isError) return <Typography color="error">The deliveries could not be loaded.</Typography>;
  if (!data) return null;
  if (data.data.length === 0) return <Typography color="text.secondary">Nothing sent yet.</Typography>;
  return (
    <Table size="small" aria-label="Recent deliveries">
      <TableHead>
        <TableRow>
          <TableCell>Status</TableCell>
          <TableCell>Time</TableCell>
          <TableCell>Target</TableCell>
          <TableCell>What</TableCell>
          <TableCell>Attempts</TableCell>
          <TableCell>Last answer</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.data.map((delivery) => (
          <TableRow key={delivery.id}>
            <TableCell>{STATUS_LABELS[delivery.status]}</TableCell>
            <TableCell>{when(delivery.last_attempt_at ?? delivery.created_at)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{target(delivery)}</TableCell>
            <TableCell>
              {delivery.test
                ? 'Test message'
                : `${delivery.alert_ids.length} alert${delivery.alert_ids.length === 1 ? '' : 's'}`}
            </TableCell>
            <TableCell>{delivery.attempts}</TableCell>
            <TableCell>{answerOf(delivery)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * /alerts/notifications: which alerts reach the signed-in user in this customer, by e-mail and/or a
 * signed webhook, a test message, and what was sent with the receiver's last answer (issue 36).
 */
export default function NotificationSettingsPage() {
  const settings = useGetNotificationSettingsQuery();
  const sites = useListSitesQuery({ page: 1, pageSize: 100, ordering: 'name' });
  const siteList = (sites.data?.data ?? []).map((site) => ({ id: site.id, name: site.name }));
  const [save] = useSaveNotificationSettingsMutation();
  const [sendTest, testing] = useSendTestNotificationMutation();
  const [saved, setSaved] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setSaved(null);
    setFormError(null);
    const webhookUrl = values.webhook_url.trim() || null;
    const result = await save({
      email_enabled: values.email_enabled,
      email: values.email.trim() || null,
      webhook_url: webhookUrl,
      ...(values.webhook_secret
        ? { webhook_secret: values.webhook_secret }
        : webhookUrl
          ? {}
          : { webhook_secret: null }),
      kinds: values.kinds,
      site_ids: values.site_ids,
    });
    if ('error' in result) {
      const { general } = applyFormError(result.error, helpers);
      setFormError(general ?? 'The settings were not saved: see the fields marked.');
      return;
    }
    helpers.resetForm({ values: initialValues(result.data) });
    setSaved('Notification settings saved.');
  };

  const test = async () => {
    setTestResult(null);
    const result = await sendTest();
    if ('error' in result) {
      setTestResult({ ok: false, text: failureText(result.error) });
      return;
    }
    const channels = result.data.data.map((delivery) => (delivery.channel === 'email' ? 'e-mail' : 'webhook'));
    setTestResult({
      ok: true,
      text: `Test message queued by ${channels.join(' and ')}: its delivery shows below.`,
    });
  };

  const current = settings.data;
  return (
    <>
      <PageHeader title="Notifications" subtitle="Which alerts reach you, and how" />
      <Stack spacing={4}>
        {settings.isError ? <Typography color="error">The settings could not be loaded.</Typography> : null}
        {current ? (
          <Formik<Values>
            initialValues={initialValues(current)}
            validationSchema={schema(current.webhook_secret_set)}
            onSubmit={submit}
            enableReinitialize
          >
            {({ isSubmitting, values }) => (
              <Stack component={Form} noValidate aria-label="Notification settings" spacing={2} sx={{ maxWidth: 720 }}>
                <Typography variant="h6" component="h2">
                  E-mail
                </Typography>
                <Stack spacing={0.5}>
                  {current.email_available ? (
                    <FormikSwitch name="email_enabled" label="Send alerts by e-mail" />
                  ) : (
                    <Alert severity="info" role="note">
                      {current.email_unavailable_reason}
                    </Alert>
                  )}
                </Stack>
                <FormikTextField
                  name="email"
                  label="E-mail address"
                  type="email"
                  helperText="Your own address unless you set another."
                  disabled={!current.email_available}
                />
                <Typography variant="h6" component="h2">
                  Webhook
                </Typography>
                <FormikTextField
                  name="webhook_url"
                  label="Webhook URL"
                  helperText="A public https:// address that receives each message as signed JSON. Empty: no webhook."
                />
                <FormikTextField
                  name="webhook_secret"
                  label="Webhook secret"
                  type="password"
                  autoComplete="new-password"
                  helperText={
                    current.webhook_secret_set
                      ? 'A secret is set: leave this empty to keep it.'
                      : `Signs every delivery (HMAC-SHA256); at least ${MIN_SECRET} characters.`
                  }
                  disabled={!values.webhook_url.trim()}
                />
                <Typography variant="h6" component="h2">
                  Alerts
                </Typography>
                <KindsField />
                <SitesField sites={siteList} />
                <Typography color="text.secondary">
                  Alerts that open within a few minutes of each other arrive together, as one message.
                </Typography>
                {formError ? (
                  <Alert severity="error" role="alert">
                    {formError}
                  </Alert>
                ) : null}
                {saved ? (
                  <Alert severity="success" role="status">
                    {saved}
                  </Alert>
                ) : null}
                <Stack direction="row" spacing={2}>
                  <Button type="submit" variant="contained" disabled={isSubmitting}>
                    {isSubmitting ? 'Saving…' : 'Save'}
                  </Button>
                </Stack>
              </Stack>
            )}
          </Formik>
        ) : null}
        <Stack component="section" aria-label="Test message" spacing={1.5} sx={{ maxWidth: 720 }}>
          <Typography variant="h6" component="h2">
            Test message
          </Typography>
          <Typography color="text.secondary">
            Sends a test message by every channel saved above, so you can check it arrives.
          </Typography>
          <div>
            <Button variant="outlined" onClick={() => void test()} disabled={testing.isLoading || !current}>
              {testing.isLoading ? 'Sending…' : 'Send test'}
            </Button>
          </div>
          {testResult ? (
            <Alert severity={testResult.ok ? 'success' : 'error'} role={testResult.ok ? 'status' : 'alert'}>
              {testResult.text}
            </Alert>
          ) : null}
        </Stack>
        <Stack component="section" aria-label="Deliveries" spacing={1.5}>
          <Typography variant="h6" component="h2">
            Recent deliveries
          </Typography>
          <Deliveries settings={current} />
        </Stack>
      </Stack>
    </>
  );
}
