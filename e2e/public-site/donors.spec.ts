import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, sessionCookies } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';

test('a premium partner imports a CSV with bad rows and duplicates, downloads the error report, and undoes the import', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The demo's premium partner (Clean Water Collective); its seeded network already holds marta.okafor.
  const login = await request.post('/api/login', { data: { email: 'water@demo.storyfund.local', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  await page.context().addCookies(sessionCookies(baseURL!, token, user.id));

  const tag = `${Date.now().toString(36)}${test.info().workerIndex}`;
  const fileName = `donors-${tag}.csv`;
  const csv = [
    'E-mail address,Given,Surname,Notes',
    `ada-${tag}@example.test,Ada,Lovelace,new`,
    `not-an-email,Bad,Row,invalid email`,
    `ADA-${tag}@example.test,Ada,Again,duplicate in the file`,
    `marta.okafor@demo.storyfund.local,Marta,Okafor,already a donor`,
    `grace-${tag}@example.test,Grace,Hopper,new`,
  ].join('\r\n');

  await page.goto(`/profile/${user.id}`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donors' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Donors of Clean Water Collective' })).toBeVisible();
  await expect(page.getByText('open-day-mailing-list.csv')).toBeVisible();

  const form = page.getByRole('form', { name: 'Import donors' });
  await form.getByRole('button', { name: 'Import donors' }).click();
  await expect(form.getByLabel('CSV file')).toHaveAccessibleDescription(/Choose a CSV file/);

  // The mapping step: the file's header is offered; two columns are guessed, the first name is mapped by hand.
  await form.getByLabel('CSV file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(form.getByRole('group', { name: 'Which column holds what?' })).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue('E-mail address');
  await expect(form.getByLabel('Last name')).toHaveValue('Surname');
  await expect(form.getByLabel('First name')).toHaveValue('');
  await form.getByRole('button', { name: 'Import donors' }).click();
  await expect(form.getByLabel('First name')).toHaveAccessibleDescription(/Choose the column with the first name/);
  await form.getByLabel('First name').selectOption('Given');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Import donors' }).click();
  await expect(form.getByText('5 rows read: 2 donors added, 2 duplicates, 1 invalid.')).toBeVisible();

  // The error report: row number, column, message.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: `Download the error report of ${fileName}` }).click(),
  ]);
  const report = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(report).toEqual([
    'row,column,message',
    '3,E-mail address,Please enter a valid email address',
    '4,E-mail address,Duplicate of row 2 in this file',
    '5,E-mail address,Already a donor in your network',
  ]);

  const donors = page.getByRole('region', { name: 'Your donors' });
  await donors.getByLabel('Search by name or email').fill(tag);
  await donors.getByRole('button', { name: 'Search' }).click();
  await expect(donors.getByRole('list', { name: 'Donors' }).getByRole('listitem')).toHaveCount(2);
  await expect(donors.getByText('Grace Hopper')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Undo removes exactly the two donors this import added; the donor added before stays.
  const imports = page.getByRole('region', { name: 'Imports' });
  await imports.getByRole('button', { name: `Undo the import of ${fileName}` }).click();
  await expect(imports.getByRole('status').filter({ hasText: 'was undone' })).toHaveText(
    `The import of ${fileName} was undone: 2 donors removed.`,
  );
  await donors.getByRole('button', { name: 'Search' }).click();
  await expect(donors.getByText('No donor matches')).toBeVisible();
  await donors.getByLabel('Search by name or email').fill('marta.okafor');
  await donors.getByRole('button', { name: 'Search' }).click();
  await expect(donors.getByText('Marta Okafor')).toBeVisible();
});
