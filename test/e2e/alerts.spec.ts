import { expectAccessible } from './support/accessibility';
import { api, users } from './support/actions';
import { expect, test } from './support/fixtures';
import { startRouterOsSimulator } from '../../tools/routeros-simulator/simulator';
import { routerLogin } from './support/router';

test.use({ signedInAs: users.admin });

/**
 * The server of this file probes routers every 2 s (fixtures.ts specEnv); the site's grace period
 * is set to 0 so the scenario need not wait a minute.
 */
test('a stopped router opens an alert live, with a toast, and it closes when the router answers again', async ({
  page,
  router,
}) => {
  const site = await page.evaluate(
    () => JSON.parse(localStorage.getItem('active_site') ?? 'null') as { id: number; name: string },
  );
  await api(page, `/api/crm/sites/${site.id}/alert-settings/`, { method: 'PATCH', body: { grace_seconds: 0 } });
  await api(page, '/api/mikrotik/devices/', {
    method: 'POST',
    body: {
      identity: router.identity,
      ip_address: router.sim.host,
      api_port: router.sim.port,
      site_id: site.id,
      login_credentials: {
        username: routerLogin.user,
        password: routerLogin.password,
        enabled: true,
        description: null,
      },
    },
  });
  await page.getByRole('link', { name: 'Alerts' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Alert list' });
  const summary = `Router ${router.identity} at ${site.name} is unreachable`;
  // Probed reachable at least once before it stops (the history starts "up").
  await page.waitForTimeout(3000);
  await expect(list.getByText(summary)).toHaveCount(0);

  const { host, port } = router.sim;
  await router.sim.close();
  await expect(list.getByRole('cell', { name: summary })).toBeVisible({ timeout: 20_000 });
  // The toast of a new critical alert (its message is the summary, as in the list).
  await expect(page.getByText('New alert', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(summary)).toHaveCount(2);
  await expectAccessible(page, 'alerts with an open alert');

  router.sim = await startRouterOsSimulator({
    host,
    port,
    users: [{ name: routerLogin.user, password: routerLogin.password }],
  });
  await expect(list.getByRole('cell', { name: summary })).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Closed' }).click();
  const closedRow = list.getByRole('row').filter({ hasText: summary });
  await expect(closedRow).toBeVisible();
  await expect(closedRow.getByText('Closed', { exact: true })).toBeVisible();
  await expectAccessible(page, 'alerts, closed');
});
