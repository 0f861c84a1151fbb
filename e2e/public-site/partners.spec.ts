import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('an organisation signs up at /partnersignup, lands on its profile and edits its partner fields on /personal', async ({ page }) => {
  const email = uniqueEmail('partner');
  await page.goto('/partnersignup');
  await expect(page.getByRole('heading', { level: 1, name: 'Join as a partner' })).toBeVisible();

  // The shared rules answer under each field before anything is sent.
  await page.getByRole('button', { name: 'Create partner account' }).click();
  await expect(page.getByLabel('Organization name')).toHaveAccessibleDescription('Organization name is required');
  await expect(page.getByLabel('Organization name')).toBeFocused();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);

  await page.getByLabel('Organization name').fill('Lakeside Wells');
  await page.getByLabel('Country').selectOption({ label: 'Kenya' });
  await page.getByRole('group', { name: 'What your organization works on' }).getByLabel('Water').check();
  await page.getByLabel('Website').fill('lakeside.example.org');
  await page.getByLabel('Registration or tax number').fill('KE-NGO-7788');
  await page.getByLabel('My organization is tax-exempt').check();
  await page.getByLabel('First name').fill('Lena');
  await page.getByLabel('Last name').fill('Lakeside');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Create partner account' }).click();

  // A partner lands on its own profile (spec §2).
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lakeside Wells' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/personal');
  const profile = page.getByRole('form', { name: 'Profile' });
  await expect(profile.getByLabel('Registration or tax number')).toHaveValue('KE-NGO-7788');
  await expect(profile.getByLabel('Website')).toHaveValue('https://lakeside.example.org/');
  await expect(page.getByTestId('tax-exempt-status')).toHaveText(/You asked for tax-exempt status on \d\d\/\d\d\/\d{4}/);
  await expect(profile.getByRole('group', { name: 'What your organization works on' }).getByLabel('Water')).toBeChecked();

  // A field error from the shared rule, then a save.
  await profile.getByLabel('Website').fill('not a website');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByLabel('Website')).toHaveAccessibleDescription(/web address/);
  await profile.getByLabel('Website').fill('https://lakeside.example.org/about');
  await profile.getByRole('group', { name: 'What your organization works on' }).getByLabel('Children').check();
  await profile.getByLabel('Cover photo').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(profile.getByRole('img', { name: 'Cover photo 1' })).toHaveAttribute('src', /^\/api\/uploads\//);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile is saved.');
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);

  // The directory shows it under each of its categories and its country.
  await page.goto('/partners/children');
  await expect(page.getByRole('heading', { level: 1, name: 'Children partners' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Children partners' }).getByRole('link', { name: 'Lakeside Wells' })).toBeVisible();
});

test('a visitor browses the partner directory: listings, a category, a country, paging and the empty state', async ({ page }) => {
  await page.goto('/partners');
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Partners' });
  await expect(list.getByRole('link', { name: 'Clean Water Collective' })).toBeVisible();
  expect(await list.getByRole('article').count()).toBeLessThanOrEqual(8);
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Partners by category' }).getByRole('link', { name: 'Water' }).click();
  await expect(page).toHaveURL(/\/partners\/water$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Water partners' })).toBeVisible();
  const water = page.getByRole('list', { name: 'Water partners' });
  await expect(water.getByRole('link', { name: 'Clean Water Collective' })).toBeVisible();
  await expect(water.getByText('Bright Futures Foundation')).toHaveCount(0);

  await page.goto('/partners');
  await page.getByLabel('Country').selectOption({ label: 'Kenya' });
  await expect(page).toHaveURL(/\/partners\?country=KE$/);
  await expect(page.getByRole('list', { name: 'Partners' }).getByRole('link', { name: 'Bright Futures Foundation' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Partners' }).getByText('Clean Water Collective')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Partner listings' }).getByRole('link', { name: 'New partners' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New partners' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Partner listings' }).getByRole('link', { name: 'With large projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partners with large projects' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Partners with large projects' }).getByRole('article').first()).toBeVisible();

  await page.goto('/partners/holiday');
  await expect(page.getByText('No holiday partners yet')).toBeVisible();
  await page.goto('/partners?page=40');
  await expect(page.getByText('There is no such page')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the first page' }).click();
  await expect(page.getByRole('list', { name: 'Partners' })).toBeVisible();
  await expectFitsPhoneWidth(page);
  await expectAccessible(page);
});
