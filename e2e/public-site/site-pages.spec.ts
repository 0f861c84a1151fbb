import { expect, test } from '@playwright/test';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';

const PAGES: [string, string][] = [
  ['/about', 'About Storyfund'],
  ['/faqs', 'Frequently asked questions'],
  ['/terms', 'Terms of use'],
  ['/privacy', 'Privacy policy'],
  ['/privacy-policy', 'Privacy policy'],
  ['/learn', 'Learn how Storyfund works'],
  ['/founder', 'A note from our founder'],
  ['/insightlaw', 'Insight Law'],
  ['/humanityfund', 'The Humanity Fund'],
  ['/pledges', 'Pledges'],
  ['/sponsor', 'Sponsor a project'],
  ['/grove', 'The Grove'],
  ['/press', 'Press release: Storyfund opens to partner organisations worldwide'],
];

test('the site’s own pages show their copy, accessible and at phone width', async ({ page }) => {
  for (const [path, title] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
  await page.goto('/terms');
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
});

test('the footer links to the pages; /notfound is a page; legacy paths redirect', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'About Storyfund' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();

  await page.goto('/notfound');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/careers/engineering');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await page.goto('/store');
  await expect(page).toHaveURL(/\/$/); // no STORE_URL configured for the e2e server: the catch-all's '/'
});
