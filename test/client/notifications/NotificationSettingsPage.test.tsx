import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../src/core/paths';
import NotificationSettingsPage from '../../../src/features/notifications/pages/NotificationSettingsPage';
import type { NotificationDelivery, NotificationSettings } from '../../../src/features/notifications/notificationsApi';
import { installFakeApi } from '../../support/fakeApi';
import { renderScreens } from '../../support/renderScreens';

jest.setTimeout(30_000);

const SETTINGS = '/api/crm/notifications/settings/';
const settings: NotificationSettings = {
  email_enabled: false,
  email: 'anna@acme.test',
  email_available: true,
  email_unavailable_reason: null,
  webhook_url: null,
  webhook_secret_set: false,
  kinds: [],
  site_ids: [],
};
const delivery: NotificationDelivery = {
  id: 9,
  channel: 'webhook',
  alert_ids: [],
  test: true,
  status: 'failed',
  attempts: 2,
  last_status_code: 500,
  last_error: 'The receiver answered 500',
  last_attempt_at: '2026-11-29T07:00:00.000Z',
  created_at: '2026-11-29T06:59:58.000Z',
};

function renderPage() {
  let deliveries: NotificationDelivery[] = [];
  const api = installFakeApi({
    [`GET ${SETTINGS}`]: () => [200, settings],
    'GET /api/crm/sites/': () => [200, { data: [{ id: 1, name: 'Moholt' }], total: 1 }],
    'GET /api/crm/notifications/deliveries/': () => [200, { data: deliveries }],
  });
  const view = renderScreens(
    [{ path: paths.notificationSettings, Component: NotificationSettingsPage }],
    paths.notificationSettings,
  );
  return { ...view, api, setDeliveries: (next: NotificationDelivery[]) => (deliveries = next) };
}

describe('NotificationSettingsPage', () => {
  it("sends the form and shows the server's refusal under the field it names", async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    const refusal = 'The webhook URL points at an internal address (127.0.0.1): webhooks go to public addresses only.';
    api.reply(`PUT ${SETTINGS}`, 400, { detail: [{ loc: ['body', 'webhook_url'], msg: refusal }] });

    await user.type(await screen.findByLabelText('Webhook URL'), 'http://127.0.0.1:9000/hook');
    await user.type(screen.getByLabelText('Webhook secret'), 'a-secret-of-enough-length');
    await user.click(screen.getByRole('checkbox', { name: 'Port down (critical)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Webhook URL')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The settings were not saved: see the fields marked.');
    expect(api.requests(`PUT ${SETTINGS}`).map((request) => request.body)).toEqual([
      {
        email_enabled: false,
        email: 'anna@acme.test',
        webhook_url: 'http://127.0.0.1:9000/hook',
        webhook_secret: 'a-secret-of-enough-length',
        kinds: ['port_down'],
        site_ids: [],
      },
    ]);
  });

  it('checks the form before sending: a short secret and a URL without http(s) are refused in the browser', async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    await user.type(await screen.findByLabelText('Webhook URL'), 'ftp://example.com/x');
    await user.type(screen.getByLabelText('Webhook secret'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The webhook URL must start with http:// or https://.')).toBeInTheDocument();
    expect(screen.getByText('The secret needs at least 16 characters.')).toBeInTheDocument();
    expect(api.requests(`PUT ${SETTINGS}`)).toHaveLength(0);
  });

  it("reports Send test's refusal, then its success, and lists the delivery with its status and answer", async () => {
    const user = userEvent.setup();
    const { api, setDeliveries } = renderPage();
    expect(await screen.findByText('Nothing sent yet.')).toBeInTheDocument();

    api.reply(`POST ${SETTINGS}test/`, 400, {
      detail: [{ loc: ['body', 'settings'], msg: 'Turn on e-mail or set a webhook first.' }],
    });
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Turn on e-mail or set a webhook first.');

    api.reply(`POST ${SETTINGS}test/`, 202, { data: [{ ...delivery, status: 'pending', attempts: 0 }] });
    setDeliveries([delivery]);
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Test message queued by webhook: its delivery shows below.',
    );
    const table = await screen.findByRole('table', { name: 'Recent deliveries' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('Test message')).toBeInTheDocument();
    expect(within(row).getByText('Webhook')).toBeInTheDocument();
    expect(within(row).getByText('The receiver answered 500')).toBeInTheDocument();
  });
});
