import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD, sessionCookies, uniqueEmail } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';

test("a partner's screens follow its feature flags: team management and the dashboard switched off, then back on", async ({
  page,
  request,
  baseURL,
}) => {
  const signup = await request.post('/api/users', {
    data: {
      email: uniqueEmail('flags-partner'),
      password: 'correct-horse-42',
      first_name: 'Fay',
      last_name: 'Flags',
      is_partner: true,
      organization_name: 'Flagstone Relief',
      country_code: 'KE',
      categories: ['Medical'],
      registration_number: 'KE-NGO-4242',
    },
  });
  expect(signup.status()).toBe(201);
  const partner = (await signup.json()) as { token: string; user: { id: number } };
  const login = await request.post('/api/login', { data: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
  const admin = (await login.json()) as { token: string };
  const setFlags = async (data: Record<string, boolean | null>) => {
    const response = await request.patch(`/api/users/${partner.user.id}/features`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data,
    });
    expect(response.status()).toBe(200);
  };

  await page.context().addCookies(sessionCookies(baseURL!, partner.token, partner.user.id));
  await page.goto(`/profile/${partner.user.id}`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible();

  await setFlags({ team_management: false, dashboard: false });
  await page.goto(`/profile/${partner.user.id}`);
  await expect(nav.getByRole('link', { name: 'My profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await page.goto(`/team/${partner.user.id}`);
  await expect(page.getByText('Team management is not available for Flagstone Relief.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/dashboard');
  await expect(page.getByText('The dashboard is not available for this account')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  // The server still decides the calls the screens hide: the account itself may still read its team.
  const team = await request.get(`/api/partners/${partner.user.id}/collaborators`, {
    headers: { authorization: `Bearer ${partner.token}` },
  });
  expect(team.status()).toBe(200);

  await setFlags({ team_management: null, dashboard: null });
  await page.goto(`/team/${partner.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team of Flagstone Relief' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible();
});
