import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, sessionCookies, signUpViaApi, uniqueEmail } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { createProjectViaApi } from '../support/projects.js';

test('a partner opens its dashboard and sets a goal; a donor sees their impact and sets a giving goal; at 375 px too', async ({
  browser,
  request,
  baseURL,
}) => {
  const signup = await request.post('/api/users', {
    data: {
      email: uniqueEmail('dashboard'),
      password: 'correct-horse-42',
      first_name: 'Dee',
      last_name: 'Partner',
      is_partner: true,
      organization_name: 'Hill Water Trust',
      country_code: 'KE',
      categories: ['Water'],
      registration_number: 'KE-NGO-977',
    },
  });
  expect(signup.status()).toBe(201);
  const partner = (await signup.json()) as { token: string; user: { id: number } };
  const project = await createProjectViaApi(request, partner.token, { title: `Hill well ${randomUUID().slice(0, 8)}` });
  const donor = await signUpViaApi(request, { first_name: 'Gus', last_name: 'Giver' });
  const gift = await request.post(`/api/projects/${project.id}/gifts`, {
    data: { amount_cents: 5_000, payment_method_id: 'pm_card_visa' },
    headers: { Authorization: `Bearer ${donor.token}`, 'Idempotency-Key': randomUUID() },
  });
  expect(gift.status(), await gift.text()).toBe(201);

  const partnerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await partnerContext.addCookies(sessionCookies(baseURL!, partner.token, partner.user.id));
  const page = await partnerContext.newPage();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Your figures' });
  await expect(figures.getByRole('definition').first()).toHaveText('$50');
  await expect(figures.getByText('New donors this year')).toBeVisible();
  await expect(figures.getByRole('img', { name: 'Raised per month, the last 12 months' })).toBeVisible();
  await expect(figures.getByRole('link', { name: project.title })).toBeVisible();
  await figures.getByRole('button', { name: 'Refresh figures' }).click();
  await expect(figures.getByRole('button', { name: 'Refresh figures' })).toBeEnabled();

  const goal = page.getByRole('region', { name: 'Fundraising goal' });
  const field = goal.getByLabel(/Fundraising goal for \d{4} \(dollars\)/);
  await field.fill('abc');
  await goal.getByRole('button', { name: 'Save goal' }).click();
  await expect(field).toHaveAccessibleDescription(/Enter the goal as an amount in dollars/);
  await field.fill('200');
  await goal.getByRole('button', { name: 'Save goal' }).click();
  await expect(goal.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  await expect(goal.getByText('$50', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  await expectAccessible(page);

  // The donor's impact on /personal, and their own goal.
  const donorContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await donorContext.addCookies(sessionCookies(baseURL!, donor.token, donor.user.id));
  const donorPage = await donorContext.newPage();
  await donorPage.goto('/personal');
  const impact = donorPage.getByRole('region', { name: 'Your impact' });
  await expect(impact.getByRole('definition').first()).toHaveText('$50');
  const giving = impact.getByLabel(/Giving goal for \d{4} \(dollars\)/);
  await giving.fill('100');
  await impact.getByRole('button', { name: 'Save goal' }).click();
  await expect(impact.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await expectFitsPhoneWidth(donorPage);
  await expectAccessible(donorPage);
  await partnerContext.close();
  await donorContext.close();
});

test('a team admin acting for the partner opens its dashboard; a content manager is refused, by the screen and the API', async ({
  browser,
  request,
  baseURL,
}) => {
  const login = async (email: string) => {
    const response = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
    expect(response.status()).toBe(200);
    return (await response.json()) as { token: string; user: { id: number; roles: { controlled_user_id: number; role: string }[] } };
  };
  // The demo's water partner: Wren Waters holds the admin role on it, Chloe Martin the content manager role.
  const wren = await login('wren.waters@demo.storyfund.local');
  const waterId = wren.user.roles.find((r) => r.role === 'admin')!.controlled_user_id;
  const chloe = await login('chloe.martin@demo.storyfund.local');
  expect(chloe.user.roles).toContainEqual(expect.objectContaining({ controlled_user_id: waterId, role: 'content_manager' }));

  for (const [who, allowed] of [
    [wren, true],
    [chloe, false],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addCookies(sessionCookies(baseURL!, who.token, who.user.id));
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('The dashboard is for partner organisations')).toBeVisible();
    await page.getByLabel('Acting as').selectOption({ label: 'Clean Water Collective' });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard of Clean Water Collective' })).toBeVisible();
    if (allowed) {
      const figures = page.getByRole('region', { name: 'Figures' });
      await expect(figures.getByText('Raised this year')).toBeVisible();
      await expect(figures.getByRole('img', { name: 'Raised per month, the last 12 months' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Fundraising goal' }).getByRole('progressbar')).toBeVisible();
    } else {
      await expect(page.getByText('Your role does not include the dashboard')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Figures' })).toHaveCount(0);
    }
    const api = await request.get(`/api/partners/${waterId}/dashboard_stats`, { headers: { Authorization: `Bearer ${who.token}` } });
    expect(api.status()).toBe(allowed ? 200 : 403);
    await expectAccessible(page);
    await expectFitsPhoneWidth(page);
    await context.close();
  }
});
