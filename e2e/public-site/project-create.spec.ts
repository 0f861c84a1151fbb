import { expect, test } from '@playwright/test';
import { sessionCookies, signUpViaApi } from '../support/api.js';
import { uniqueName } from '../support/projects.js';
import { expectAccessible } from '../support/a11y.js';

test('create a project: first the validation errors, then published', async ({ page, context, request, baseURL }) => {
  const account = await signUpViaApi(request, { first_name: 'Pia', last_name: 'Creator' });
  await context.addCookies(sessionCookies(baseURL!, account.token, account.user.id));
  await page.goto('/project/create');
  const form = page.getByRole('form', { name: 'Project' });

  await form.getByRole('button', { name: 'Publish project' }).click();
  await expect(form.getByLabel('Title')).toHaveAccessibleDescription('Title is required');
  await expect(form.getByLabel('Title')).toBeFocused();
  await expect(form.getByLabel('Description')).toHaveAccessibleDescription(/^Description is required/);
  await expect(form.getByRole('group', { name: 'Categories' })).toHaveAccessibleDescription('Please choose at least one category');
  await expect(form.getByLabel('Country')).toHaveAccessibleDescription('Country is required');
  await expectAccessible(page);

  const title = uniqueName('Sewing machines for Lagos');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Two machines let Amina take twice the orders.');
  await form.getByLabel('Goal (US dollars)').fill('12,50');
  await form.getByRole('checkbox', { name: 'Entrepreneurship' }).check();
  await form.getByLabel('Country').selectOption({ label: 'Nigeria' });
  await form.getByLabel(/Video link/).fill('https://vimeo.com/123');
  await form.getByRole('button', { name: 'Publish project' }).click();
  await expect(form.getByLabel('Goal (US dollars)')).toHaveAccessibleDescription(/^Enter the goal in dollars/);
  await expect(form.getByLabel(/Video link/)).toHaveAccessibleDescription(/^Please enter a valid video link/);

  await form.getByLabel('Goal (US dollars)').fill('1250.50');
  await form.getByLabel(/Video link/).fill('https://youtu.be/aqz-KE-bpKQ');
  await expect(page.getByRole('status').filter({ hasText: /Draft saved/ })).toBeVisible();
  await form.getByRole('button', { name: 'Publish project' }).click();

  await expect(page).toHaveURL(/\/project\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `${title}: raised` })).toHaveAttribute(
    'aria-valuetext',
    '$0 raised of $1,250.50 (0%)',
  );
  await expect(page.getByRole('link', { name: 'Edit project' })).toBeVisible();
  await expectAccessible(page);

  // The published project's draft is gone: a new form offers nothing to restore.
  await page.goto('/project/create');
  await expect(page.getByRole('form', { name: 'Project' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore draft' })).toHaveCount(0);
});
