import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD, signUpViaApi } from '../support/api.js';
import { logInThroughForm } from '../support/public-site.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';

/** The demo's white-labelled network (Harbor Hope Network), found by its login. */
async function harborId(request: APIRequestContext, adminToken: string): Promise<number> {
  const response = await request.get('/api/users?email=harbor@demo.storyfund.local', {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const { data } = (await response.json()) as { data: { id: number }[] };
  return data[0]!.id;
}

test('a network member lands on the network page: its members, their projects, its branding, no other partners', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/login', { data: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
  const adminToken = ((await login.json()) as { token: string }).token;
  const network = await harborId(request, adminToken);
  const member = await signUpViaApi(request, { first_name: 'Mara', last_name: 'Member' });
  const added = await request.post(`/api/users/${network}/network-members`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { user_id: member.user.id },
  });
  expect(added.status()).toBe(201);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/login');
  await logInThroughForm(page, member.email, member.password);
  await expect(page).toHaveURL(new RegExp(`/profile/${network}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor Hope Network' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Harbor Hope Network logo' })).toBeVisible();
  const members = page.getByRole('region', { name: 'Members of Harbor Hope Network' });
  await expect(members.getByRole('link', { name: 'Mara Member' })).toBeVisible();
  // The demo member Luis Mendoza's active projects are the network's projects.
  await expect(members.getByRole('article').filter({ hasText: 'Terraces against erosion' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);

  // No cross-promotion for the member's session: /foryou recommends no partner.
  await page.goto('/foryou');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Mara' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Partners for you' })).toHaveCount(0);
  await expectAccessible(page);
});
