import { expect, test, type Page } from '@playwright/test';
import { sessionCookies, signUpViaApi } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { layoutShift } from '../support/layout.js';

test('a logged-in user follows and unfollows someone from their profile', async ({ page, context, request, baseURL }) => {
  const viewer = await signUpViaApi(request, { first_name: 'Vera' });
  const author = await signUpViaApi(request, { first_name: 'Arun', last_name: 'Author' });
  await context.addCookies(sessionCookies(baseURL!, viewer.token, viewer.user.id));

  await page.goto(`/profile/${author.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Arun Author' })).toBeVisible();
  await expect(page.getByRole('button', { name: '0 followers' })).toBeVisible();

  await page.getByRole('button', { name: 'Follow Arun Author' }).click();
  await expect(page.getByRole('button', { name: 'Following Arun Author' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: '1 follower' })).toBeVisible();

  await page.getByRole('button', { name: '1 follower' }).click();
  await expect(page.getByRole('region', { name: 'Followers' }).getByRole('link', { name: 'Vera Example' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Following Arun Author' }).click();
  await expect(page.getByRole('button', { name: '0 followers' })).toBeVisible();
});

test('settings: a wrong current password is shown under its field; the profile saves', async ({ page, context, request, baseURL }) => {
  const account = await signUpViaApi(request);
  await context.addCookies(sessionCookies(baseURL!, account.token, account.user.id));
  await page.goto('/personal');

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill('a-new-password-1');
  await password.getByLabel('Repeat the new password').fill('a-new-password-1');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByLabel('Current password')).toHaveAccessibleDescription('Current password is incorrect');

  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('About you').fill('I give to clean water projects.');
  await profile.getByLabel('Country').selectOption({ label: 'Kenya' });
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile is saved.');
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);

  await page.goto(`/profile/${account.user.id}`);
  await expect(page.getByText('I give to clean water projects.')).toBeVisible();
});

test('a non-numeric profile id goes to the main page', async ({ page }) => {
  await page.goto('/profile/not-a-number');
  await expect(page).toHaveURL(/\/$/);
});

/** The profile's numbers once in (their loading row has the same labels, hidden from assistive technology). */
function statsShown(page: Page) {
  return page.locator('dl.profile-stats:not([aria-hidden])');
}

test('a profile’s numbers keep their place while they load: the counts and the projects under them do not move', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/users/*/profile-stats', async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  await page.goto('/profile/2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Active projects' })).toBeVisible();
  const before = await layoutShift(page);
  release();
  await expect(statsShown(page)).toBeVisible();
  // What the numbers' arrival adds; it was 0.02-0.04 (the header grew 60 px under the projects' first row).
  expect((await layoutShift(page)) - before).toBeLessThan(0.005);
});

test('on a phone, a partner’s rating line keeps its place while the reviews load', async ({ page }) => {
  // The demo's Clean Water Collective: stars, "4.5 from 4 reviews" and the good-rating badge take two lines at 375 px.
  // Arriving after the header, they moved the bio, the numbers and the tabs (0.07-0.28).
  await page.setViewportSize({ width: 375, height: 800 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/users\/\d+\/user-reviews(\?|$)/, async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  const partners = await page.request.get('/api/partners?per_page=100');
  const { data } = (await partners.json()) as { data: { id: number; name: string }[] };
  const water = data.find((p) => p.name === 'Clean Water Collective')!;
  await page.goto(`/profile/${water.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Clean Water Collective' })).toBeVisible();
  await expect(statsShown(page)).toBeVisible();
  const before = await layoutShift(page);
  release();
  await expect(page.getByRole('link', { name: /from \d+ reviews/ })).toBeVisible();
  expect((await layoutShift(page)) - before).toBeLessThan(0.005);
  await expectAccessible(page);
});
