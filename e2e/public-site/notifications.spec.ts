import { expect, test } from '@playwright/test';
import { sessionCookies, signUpViaApi } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { createProjectViaApi, postUpdateViaApi } from '../support/projects.js';

test('a donor follows a partner; its update raises the bell without a reload; /notifications marks all read', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const partner = await signUpViaApi(request, { first_name: 'Wells', last_name: 'Partner' });
  const donor = await signUpViaApi(request, { first_name: 'Dina' });
  const project = await createProjectViaApi(request, partner.token);
  await context.addCookies(sessionCookies(baseURL!, donor.token, donor.user.id));

  await page.goto(`/profile/${partner.user.id}`);
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.getByRole('button', { name: 'Follow Wells Partner' }).click();
  await expect(page.getByRole('button', { name: 'Following Wells Partner' })).toHaveAttribute('aria-pressed', 'true');

  await postUpdateViaApi(request, partner.token, project.id, 'The drilling rig arrived today.');
  // The bell polls the unread count (ETag, 304 while unchanged): the page is never reloaded.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 25_000 });
  await expect(page).toHaveURL(new RegExp(`/profile/${partner.user.id}$`));

  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('link', { name: `Wells Partner posted an update on ${project.title}.` })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(list.getByText('Unread ·')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});
