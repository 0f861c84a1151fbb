import { expect, test } from '@playwright/test';
import { sessionCookies, signUpViaApi, uniqueEmail } from '../support/api.js';
import { giftsOf, givePanel, sessionOf, TEST_CARDS } from '../support/give-panel.js';
import { createProjectViaApi } from '../support/projects.js';
import { mainNav } from '../support/public-site.js';
import { expectAccessible } from '../support/a11y.js';

test('a guest gives with a tip and a dedication, sees the thank-you and claims the account', async ({ page, context, request }) => {
  const owner = await signUpViaApi(request, { first_name: 'Olu', last_name: 'Owner' });
  const project = await createProjectViaApi(request, owner.token);
  const email = uniqueEmail('guest-giver');

  await page.goto(`/project/${project.id}`);
  const give = givePanel(page);
  await give.chooseAmount('$50');
  await expect(give.region.getByRole('radio', { name: 'No tip' })).toBeChecked();
  await give.chooseTip('10%');
  await expect(give.region.getByText('Total: $55.00')).toBeVisible();
  await expect(give.region.getByText('$5.00 tip to Storyfund')).toBeVisible();
  await give.region.getByLabel('Dedicate this gift').check();
  await give.region.getByLabel('Dedicatee name').fill('Grandma Rose');
  await give.region.getByLabel('Dedicatee email').fill(uniqueEmail('rose'));
  await give.fillGuest('Gina', 'Guest', email);
  await give.fillCard(TEST_CARDS.visa);
  await expect(give.region.getByRole('button', { name: 'Give $55.00' })).toBeVisible();
  await expectAccessible(page);
  await give.submit();

  await expect(give.region.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(give.region).toContainText(`Your gift of $50.00 to ${project.title} has been received.`);
  await expect(give.region).toContainText('$5.00 tip to Storyfund');
  await expect(give.region).toContainText('dedicated to Grandma Rose');
  expect((await context.cookies()).map((c) => c.name)).toContain('id_anontoken');
  // The page's own total moved by the gift, not the tip.
  await expect(page.getByRole('progressbar', { name: `${project.title}: raised` })).toHaveAttribute('aria-valuenow', '5');

  const claim = give.region.getByRole('form', { name: 'Claim your account' });
  await claim.getByLabel('Email').fill(email);
  await claim.getByLabel('Password').fill('correct-horse-42');
  await claim.getByRole('button', { name: 'Claim my account' }).click();

  await expect(give.region.getByText('Your account is ready and you are logged in.')).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Log out' })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.map((c) => c.name)).not.toContain('id_anontoken');
  const session = await sessionOf(context);
  const gifts = await giftsOf(request, session.token, session.userId);
  expect(gifts).toHaveLength(1);
  expect(gifts[0]).toMatchObject({ project_id: project.id, amount_cents: 5000, tip_cents: 500, dedicatee_name: 'Grandma Rose' });

  // The claimed account logs in with what it chose, and its gift is on the project page under its name.
  const login = await request.post('/api/login', { data: { email, password: 'correct-horse-42' } });
  expect(login.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Givers' }).getByText('Gina Guest')).toBeVisible();
});

test('a 3-D Secure card completes through the dialog', async ({ page, context, request, baseURL }) => {
  const owner = await signUpViaApi(request);
  const project = await createProjectViaApi(request, owner.token);
  const donor = await signUpViaApi(request, { first_name: 'Dara', last_name: 'Donor' });
  await context.addCookies(sessionCookies(baseURL!, donor.token, donor.user.id));

  await page.goto(`/project/${project.id}#give`);
  const give = givePanel(page);
  await give.chooseAmount('$25');
  await give.fillCard(TEST_CARDS.threeDSecure);
  await give.submit();

  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('$25.00');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Complete authentication' }).click();

  await expect(give.region.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const gifts = await giftsOf(request, donor.token, donor.user.id);
  expect(gifts.map((g) => [g.project_id, g.amount_cents])).toEqual([[project.id, 2500]]);
});

test('a failed 3-D Secure check and a declined card show their messages and give nothing', async ({ page, context, request, baseURL }) => {
  const owner = await signUpViaApi(request);
  const project = await createProjectViaApi(request, owner.token);
  const donor = await signUpViaApi(request);
  await context.addCookies(sessionCookies(baseURL!, donor.token, donor.user.id));

  await page.goto(`/project/${project.id}`);
  const give = givePanel(page);
  await give.fillCard(TEST_CARDS.declined);
  await give.submit();
  await expect(give.region.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(give.region.getByRole('heading', { name: 'Thank you!' })).toHaveCount(0);

  // What was typed stays; another card is another attempt.
  await expect(give.region.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await give.region.getByLabel('Card number').fill(TEST_CARDS.insufficientFunds);
  await give.submit();
  await expect(give.region.getByRole('alert')).toHaveText('Your card has insufficient funds.');

  await give.region.getByLabel('Card number').fill(TEST_CARDS.authenticationRequired);
  await give.submit();
  await page.getByRole('dialog', { name: 'Confirm your payment' }).getByRole('button', { name: 'Fail authentication' }).click();
  await expect(give.region.getByRole('alert')).toContainText('unable to authenticate');

  expect(await giftsOf(request, donor.token, donor.user.id)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('progressbar', { name: `${project.title}: raised` })).toHaveAttribute('aria-valuenow', '0');
});
