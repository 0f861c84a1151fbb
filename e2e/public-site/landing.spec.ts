import { expect, test } from '@playwright/test';
import { mainNav } from '../support/public-site.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';

test('the app loads and shows the landing page to a visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Fund the stories that change lives' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a free account' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveTitle(/Storyfund/);
  await expectAccessible(page);
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the landing page and the sign-up form fit without sideways scrolling', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Create a free account' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByLabel('First name')).toBeVisible();
    await expectFitsPhoneWidth(page);
    await expectAccessible(page);
  });
});
