import { expect, test } from '@playwright/test';
import { sessionCookies, signUpViaApi, uniqueEmail } from '../support/api.js';
import { giftsOf, givePanel, TEST_CARDS } from '../support/give-panel.js';
import { createProjectViaApi, uniqueName } from '../support/projects.js';
import { expectAccessible } from '../support/a11y.js';

test('a gift card is bought, redeemed on another project, and its balance shown', async ({ page, context, request, baseURL }) => {
  const owner = await signUpViaApi(request, { first_name: 'Olu', last_name: 'Owner' });
  const first = await createProjectViaApi(request, owner.token, { title: uniqueName('E2E school roof') });
  const chosen = await createProjectViaApi(request, owner.token, { title: uniqueName('E2E clinic') });
  const donor = await signUpViaApi(request, { first_name: 'Bea', last_name: 'Buyer' });
  await context.addCookies(sessionCookies(baseURL!, donor.token, donor.user.id));

  // Buy a $50 card for someone.
  await page.goto('/giftcard');
  await expect(page.getByRole('heading', { level: 1, name: 'Give a gift card' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '$50', exact: true }).click();
  await page.getByLabel('Recipient name').fill('Rosa Recipient');
  await page.getByLabel('Recipient email').fill(uniqueEmail('rosa'));
  await page.getByLabel(/^Message/).fill('Happy birthday, pick a project!');
  await page.getByLabel('Card number').fill(TEST_CARDS.visa);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Buy $50.00 gift card' }).click();

  await expect(page.getByRole('heading', { name: 'Your gift card is ready' })).toBeVisible();
  const code = (await page.locator('.gift-cards__code').textContent())!.trim();
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);

  // Redeem: the code, its balance, then a project (not the first one listed for us).
  await page.getByRole('link', { name: 'Redeem a gift card' }).click();
  await expect(page).toHaveURL(/\/redeem\?code=/);
  await expect(page.getByLabel('Gift card code')).toHaveValue(code);
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByText('Balance: $50.00')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByText(/^Expires \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: `Give with this card to ${first.title}` })).toBeVisible();
  await page.getByRole('link', { name: `Give with this card to ${chosen.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${chosen.id}\\?gift_card=${code}#give$`));

  // Give $25 of it through the give panel: the card pays it all.
  const give = givePanel(page);
  await expect(give.region.getByLabel('Gift card code')).toHaveValue(code);
  await give.chooseAmount('$25');
  if (await give.region.getByLabel('Card number').isVisible()) await give.fillCard(TEST_CARDS.visa);
  await give.submit();
  await expect(give.region.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const gifts = await giftsOf(request, donor.token, donor.user.id);
  expect(gifts.map((g) => [g.project_id, g.amount_cents])).toEqual([[chosen.id, 2500]]);

  // The rest of the card is still there.
  await page.goto(`/redeem?code=${code}`);
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByText('Balance: $25.00')).toBeVisible();
  const balance = await request.get(`/api/gift-cards/${code}`);
  expect(await balance.json()).toMatchObject({ amount_loaded_cents: 5000, amount_used_cents: 2500, amount_cents: 2500, status: 'created' });
});

test("a guest buys with a 3-D Secure card through the bank's dialog; a declined card buys nothing", async ({ page }) => {
  await page.goto('/giftcard');
  await page.getByLabel('Recipient name').fill('Rosa Recipient');
  await page.getByLabel('Recipient email').fill(uniqueEmail('rosa'));
  await page.getByLabel('Your name').fill('Gil Guest');
  await page.getByLabel('Your email').fill(uniqueEmail('gil'));
  await page.getByLabel('Card number').fill(TEST_CARDS.declined);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  const buy = page.getByRole('button', { name: 'Buy $50.00 gift card' });
  await buy.click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByRole('heading', { name: 'Your gift card is ready' })).toHaveCount(0);

  await page.getByLabel('Card number').fill(TEST_CARDS.threeDSecure);
  await buy.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog).toContainText('$50.00');
  await dialog.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Your gift card is ready' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const code = (await page.locator('.gift-cards__code').textContent())!.trim();
  const balance = await page.request.get(`/api/gift-cards/${code}`);
  expect(await balance.json()).toMatchObject({ amount_loaded_cents: 5000, amount_cents: 5000, status: 'created' });
});
