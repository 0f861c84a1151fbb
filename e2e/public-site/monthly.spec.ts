import { expect, test } from '@playwright/test';
import { sessionCookies, signUpViaApi } from '../support/api.js';
import { givePanel, TEST_CARDS } from '../support/give-panel.js';
import { createProjectViaApi } from '../support/projects.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';

test('a donor starts a monthly gift from the give panel, then cancels it on /monthly', async ({ page, context, request, baseURL }) => {
  const owner = await signUpViaApi(request);
  const project = await createProjectViaApi(request, owner.token);
  const donor = await signUpViaApi(request, { first_name: 'Mona', last_name: 'Monthly' });
  await context.addCookies(sessionCookies(baseURL!, donor.token, donor.user.id));

  await page.goto(`/project/${project.id}`);
  const give = givePanel(page);
  await give.chooseAmount('$10');
  await give.region.getByLabel('Give monthly').check();
  await give.chooseTip('5%');
  await give.fillCard(TEST_CARDS.visa);
  await give.region.getByRole('button', { name: 'Give $10.50 a month' }).click();

  await expect(give.region.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(give.region).toContainText(`Your monthly gift of $10.00 a month to ${project.title} has started`);
  // The first month is charged at once: the project's total moved by the gift.
  await expect(page.getByRole('progressbar', { name: `${project.title}: raised` })).toHaveAttribute('aria-valuenow', '1');

  await give.region.getByRole('link', { name: 'your monthly gifts' }).click();
  await expect(page).toHaveURL(/\/monthly$/);
  const row = page.getByRole('listitem', { name: project.title });
  await expect(row).toContainText('$10.00 a month');
  await expect(row).toContainText(/Next charge: \d{2}\/\d{2}\/\d{4}/);
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: 'Cancel monthly gift' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(row).toContainText('Stopped');
  await expect(row.getByRole('button', { name: 'Cancel monthly gift' })).toHaveCount(0);

  const answer = await request.get(`/api/projects/${project.id}/subscription`, { headers: { Authorization: `Bearer ${donor.token}` } });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ status: 'stopped', amount_cents: 1000, tip_cents: 50 });
  await page.reload();
  await expect(page.getByRole('listitem', { name: project.title })).toContainText('Stopped');
});

test("a monthly gift whose first month asks for 3-D Secure starts once the bank's check is completed", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const owner = await signUpViaApi(request);
  const project = await createProjectViaApi(request, owner.token);
  const donor = await signUpViaApi(request, { first_name: 'Tess', last_name: 'Threeds' });
  await context.addCookies(sessionCookies(baseURL!, donor.token, donor.user.id));

  await page.goto(`/project/${project.id}`);
  const give = givePanel(page);
  await give.chooseAmount('$25');
  await give.region.getByLabel('Give monthly').check();
  await give.fillCard(TEST_CARDS.threeDSecure);
  await give.region.getByRole('button', { name: 'Give $25.00 a month' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog).toContainText('$25.00');
  await dialog.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(give.region.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(give.region).toContainText(`Your monthly gift of $25.00 a month to ${project.title} has started`);

  await page.goto('/monthly');
  await expect(page.getByRole('listitem', { name: project.title })).toContainText('Active');
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
});

test('a visitor who is not logged in is told that monthly gifts need an account', async ({ page, request }) => {
  const owner = await signUpViaApi(request);
  const project = await createProjectViaApi(request, owner.token);
  await page.goto(`/project/${project.id}`);
  const give = givePanel(page);
  await give.region.getByLabel('Give monthly').check();
  await expect(give.region).toContainText('Monthly gifts need a Storyfund account');
  await give.region.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});
