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

test("the dashboard charts the active site's last 24 hours, each chart with a table beside it; the device page charts its router", async ({
  page,
  router,
}) => {
  const site = await page.evaluate(
    () => JSON.parse(localStorage.getItem('active_site') ?? 'null') as { id: number; name: string },
  );
  const device = await api<{ id: number }>(page, '/api/mikrotik/devices/', {
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
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const charts = page.getByRole('region', { name: 'Last 24 hours' });
  const routerChart = charts.getByRole('figure', { name: `${router.identity}: reachability and response time` });
  // The router is probed every 2 s here; its chart appears once the history holds its first probe.
  await expect(async () => {
    await page.reload();
    await expect(routerChart).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 45_000 });
  const ports = charts.getByRole('figure', { name: 'Ports: up and down' });
  await expect(ports.getByRole('img', { name: /^Ports now: \d+ up, \d+ down\. Last 24 hours: / })).toBeVisible();
  const image = routerChart.getByRole('img', {
    name: new RegExp(`^Router ${router.identity}, last 24 hours: answered throughout`),
  });
  await expect(image).toBeVisible();
  await image.focus();
  await expect(image).toBeFocused();
  // The text equivalent opens from the keyboard.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(routerChart.getByRole('table')).toBeVisible();
  await expect(routerChart.getByRole('row').nth(1)).toContainText('Yes');
  // The demo site's own routers do not answer here: once their grace ends they are open alerts too.
  await expect(
    charts
      .getByRole('figure', { name: 'Open alerts by kind' })
      .getByRole('img', { name: /^(No open alerts at this site\.|Open alerts by kind: .+ \d+\.)$/ }),
  ).toBeVisible();
  await expectAccessible(page, 'dashboard charts');

  await page.goto(`/mikrotik/devices/${device.id}`);
  const deviceChart = page.getByRole('region', { name: 'Reachability, last 24 hours' });
  await expect(
    deviceChart.getByRole('img', { name: new RegExp(`^Router ${router.identity}, last 24 hours: `) }),
  ).toBeVisible();
  await expectAccessible(page, 'device page chart');
});
