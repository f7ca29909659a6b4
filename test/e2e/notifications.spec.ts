import { expectAccessible } from './support/accessibility';
import { expectPath, field, users } from './support/actions';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: users.staff });

/**
 * The server of this file sends no e-mail (no SMTP_URL) and retries a failed delivery once
 * (fixtures.ts specEnv). The webhook's host is in the reserved `.test` domain: it never resolves,
 * so the test delivery fails with the resolver's answer, as it would for a mistyped host.
 */
test('notification settings: an internal webhook address is refused, a public one is saved, and a test message shows in the deliveries', async ({
  page,
}) => {
  // Two axe runs and a retried delivery: more than the default minute on a loaded machine.
  test.setTimeout(150_000);
  await page.goto('/alerts');
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expectPath(page, '/alerts/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('This server sends no e-mail: SMTP_URL is not set.')).toBeVisible();
  await expect(page.getByText('Nothing sent yet.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Notification settings' });
  await field(form, 'Webhook URL').fill('http://169.254.169.254/latest/meta-data/');
  await field(form, 'Webhook secret').fill('e2e-webhook-secret-0123456789');
  await form.getByRole('checkbox', { name: 'Port down (critical)' }).check();
  await form.getByRole('checkbox', { name: 'Router unreachable (critical)' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    form.getByText(
      'The webhook URL points at an internal address (169.254.169.254): webhooks go to public addresses only.',
    ),
  ).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: 'The settings were not saved' })).toHaveText(
    'The settings were not saved: see the fields marked.',
  );
  await expect(field(form, 'Webhook URL')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'notification settings with a refused webhook URL');

  const hook = 'https://hooks.portico.test/alerts';
  await field(form, 'Webhook URL').fill(hook);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Notification settings saved.')).toBeVisible();

  // Saved on the server: a fresh page shows it, the secret only as "set".
  await page.reload();
  await expect(field(form, 'Webhook URL')).toHaveValue(hook);
  await expect(form.getByText('A secret is set: leave this empty to keep it.')).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Port down (critical)' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Router drifted' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Test message queued by webhook: its delivery shows below.')).toBeVisible();
  const deliveries = page.getByRole('table', { name: 'Recent deliveries' });
  const row = deliveries.getByRole('row').filter({ hasText: 'Test message' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Webhook (${hook})`);
  // Tried, retried once, then failed with the resolver's answer, without a reload.
  await expect(row.getByRole('cell', { name: 'Failed', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('Not delivered:');
  await expect(row).toContainText('hooks.portico.test');
  await expectAccessible(page, 'notification settings with a failed test delivery');
});
