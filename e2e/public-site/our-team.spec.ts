import { expect, test } from '@playwright/test';
import { sessionCookies, uniqueEmail } from '../support/api.js';
import { uniqueName } from '../support/projects.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('a partner builds its Our team page (photo, field errors, edit, reorder, remove); a visitor sees it at 375 px', async ({
  browser,
  request,
  baseURL,
}) => {
  const signup = await request.post('/api/users', {
    data: {
      email: uniqueEmail('our-team'),
      password: 'correct-horse-42',
      first_name: 'Tess',
      last_name: 'Team',
      is_partner: true,
      organization_name: uniqueName('River Schools'),
      country_code: 'UG',
      categories: ['Education'],
      registration_number: 'UG-NGO-77',
    },
  });
  expect(signup.status()).toBe(201);
  const partner = (await signup.json()) as { token: string; user: { id: number } };

  const partnerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await partnerContext.addCookies(sessionCookies(baseURL!, partner.token, partner.user.id));
  const page = await partnerContext.newPage();
  await page.goto(`/profile/${partner.user.id}`);
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Our team' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${partner.user.id}/our_team$`));
  const team = page.getByRole('region', { name: 'Our team' });
  await expect(team.getByText('No team members yet')).toBeVisible();

  const add = team.getByRole('form', { name: 'Add a team member' });
  await add.getByRole('button', { name: 'Add to the team' }).click();
  await expect(add.getByLabel('Name')).toHaveAccessibleDescription(/Name is required/);
  await add.getByLabel('Name').fill('Agnes Nakato');
  await add.getByLabel(/^Title/).fill('Head teacher');
  await add.getByLabel(/^Bio/).fill('Agnes opened the first classroom in 2019.');
  await add.getByLabel(/^Photo/).setInputFiles({ name: 'agnes.png', mimeType: 'image/png', buffer: PNG });
  await expect(add.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', /^\/api\/uploads\//);
  await add.getByRole('button', { name: 'Add to the team' }).click();
  await expect(team.getByRole('status')).toHaveText('Agnes Nakato was added to the team.');
  await add.getByLabel('Name').fill('Peter Okello');
  await add.getByRole('button', { name: 'Add to the team' }).click();
  await expect(team.getByRole('status')).toHaveText('Peter Okello was added to the team.');
  const members = team.getByRole('list').first().getByRole('heading', { level: 3 });
  await expect(members).toHaveText(['Agnes Nakato', 'Peter Okello']);
  await expect(team.getByRole('img', { name: 'Photo of Agnes Nakato' })).toBeVisible();
  await expectAccessible(page);

  await team.getByRole('button', { name: 'Move Peter Okello up' }).click();
  await expect(team.getByRole('status')).toHaveText('Peter Okello moved up.');
  await expect(members).toHaveText(['Peter Okello', 'Agnes Nakato']);
  await team.getByRole('button', { name: 'Edit Peter Okello' }).click();
  const edit = team.getByRole('form', { name: 'Edit Peter Okello' });
  await edit.getByLabel(/^Title/).fill('Treasurer');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(team.getByText('Treasurer')).toBeVisible();

  // A visitor on a phone: the mobile profile keeps the child, shows the team, no controls.
  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/profile/${partner.user.id}/our_team`);
  await expect(visitor).toHaveURL(new RegExp(`/profile\\.m/${partner.user.id}/our_team$`));
  const seen = visitor.getByRole('region', { name: 'Our team' });
  await expect(seen.getByRole('heading', { level: 3 })).toHaveText(['Peter Okello', 'Agnes Nakato']);
  await expect(seen.getByText('Agnes opened the first classroom in 2019.')).toBeVisible();
  await expect(seen.getByRole('button')).toHaveCount(0);
  await expectAccessible(visitor);
  await expectFitsPhoneWidth(visitor);

  page.once('dialog', (dialog) => void dialog.accept());
  await team.getByRole('button', { name: 'Remove Agnes Nakato' }).click();
  await expect(team.getByRole('status')).toHaveText('Agnes Nakato was removed.');
  await visitor.reload();
  await expect(seen.getByRole('heading', { level: 3 })).toHaveText(['Peter Okello']);
  await partnerContext.close();
  await visitorContext.close();
});
