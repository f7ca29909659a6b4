import { api, expectPath, mainNavigation, users } from './support/actions';
import { expect, expectFound, test } from './support/fixtures';
import { expectAccessible } from './support/accessibility';

interface Listed {
  id: number;
  name: string;
}

test.use({ signedInAs: users.staff });

test("users: find a user with the list's search, open them, read-only, with the changes they made", async ({
  page,
}) => {
  // Sofie Berg (the staff login) changes an address, so her page has a change to show.
  const [address] = (await api<{ data: Listed[] }>(page, '/api/crm/addresses/?page_size=1')).data;
  const changed = expectFound(address, 'the demo site has an address');
  await api(page, `/api/crm/addresses/${changed.id}/`, { method: 'PATCH', body: { city: `Oslo ${Date.now()}` } });

  await mainNavigation(page).getByRole('link', { name: 'Users' }).click();
  await expectPath(page, '/users');
  const grid = page.getByRole('grid', { name: 'Users' });
  await expect(grid.getByText('Ingrid Haugen')).toBeVisible();
  await expect(page.getByText(/Users are read-only here/)).toBeVisible();
  await expectAccessible(page, '/users');
  await expect(page.getByRole('button', { name: /create/i })).toHaveCount(0);

  await page.getByLabel('Search users').fill('sofie');
  await expect(grid.getByText('Ingrid Haugen')).toBeHidden();
  await expect(page).toHaveURL(/search=sofie/);
  await grid.getByText('Sofie Berg').click();

  await expectPath(page, /^\/users\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sofie Berg' })).toBeVisible();
  const details = page.getByRole('region', { name: 'User' });
  await expect(details.getByText('staff@example.com')).toBeVisible();
  await expect(details.getByText('Staff', { exact: true })).toBeVisible();
  await expectAccessible(page, 'user detail');
  await expect(page.getByRole('button', { name: /^(Edit|Delete)$/ })).toHaveCount(0);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Users' })).toBeVisible();

  const changes = page.getByRole('region', { name: 'Recent changes' });
  const link = changes.getByRole('link', { name: `Address ${changed.name}` }).first();
  await expect(link).toBeVisible();

  // requirements §2.2: /user/{id} is the same page.
  const id = new URL(page.url()).pathname.split('/').pop();
  await page.goto(`/user/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sofie Berg' })).toBeVisible();
  await changes
    .getByRole('link', { name: `Address ${changed.name}` })
    .first()
    .click();
  await expectPath(page, `/address/${changed.id}`);
});
