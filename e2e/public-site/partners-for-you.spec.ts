import { expect, test, type APIRequestContext } from '@playwright/test';
import { sessionCookies, signUpViaApi } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { delayChunk, layoutShift } from '../support/layout.js';

/** The demo partner's id, found in the directory by its name. */
async function partnerId(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get('/api/partners?per_page=100');
  const { data } = (await response.json()) as { data: { id: number; name: string }[] };
  const found = data.find((p) => p.name === name);
  if (!found) throw new Error(`no partner named ${name}`);
  return found.id;
}

test('a visitor sees well-rated partners to discover on /foryou, at 375 px too', async ({ page }) => {
  await page.goto('/foryou');
  const section = page.getByRole('region', { name: 'Partners for you' });
  await expect(section.getByText('Well-rated partners to discover.')).toBeVisible();
  const cards = section.getByRole('list', { name: 'Partners for you' }).getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(section.getByRole('link', { name: 'See every partner' })).toHaveAttribute('href', '/partners');
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
});

test('on a phone, the section keeps its size while its code loads: the feed under it does not jump', async ({ page }) => {
  // The section's code is its own chunk (held back here). Its fallback was one "Loading partners…" line, then three
  // card skeletons took their place and moved the feed 400 px down (CLS 0.28 at 375 px).
  await page.setViewportSize({ width: 375, height: 740 });
  await delayChunk(page, 'partners-for-you', 700);
  await page.goto('/foryou');
  const section = page.getByRole('region', { name: 'Partners for you' });
  await expect(section.getByRole('list', { name: 'Partners for you' }).getByRole('article')).toHaveCount(3);
  // What is left: the real cards are taller than their skeletons (0.03; it was 0.32).
  expect(await layoutShift(page)).toBeLessThan(0.05);
});

test('a donor who follows a partner is shown partners like it, never that one', async ({ page, request, baseURL }) => {
  const donor = await signUpViaApi(request);
  const water = await partnerId(request, 'Clean Water Collective');
  const follow = await request.post(`/api/users/${water}/followers`, { headers: { authorization: `Bearer ${donor.token}` } });
  expect(follow.status()).toBe(201);
  await page.context().addCookies(sessionCookies(baseURL!, donor.token, donor.user.id));

  await page.goto('/foryou');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Erin' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Partners for you' });
  // The demo water partner works on Water and Sustainable, in the United States.
  await expect(
    section.getByText('Partners working on Sustainable and Water or in United States, like the ones you give to and follow.'),
  ).toBeVisible();
  const list = section.getByRole('list', { name: 'Partners for you' });
  await expect(list.getByRole('article')).toHaveCount(3);
  await expect(list.getByRole('link', { name: 'Clean Water Collective' })).toHaveCount(0);
  // Harbor Hope Network shares the country, and its demo reviews are good.
  await expect(list.getByRole('link', { name: 'Harbor Hope Network' })).toBeVisible();
  await list.getByRole('link', { name: 'Harbor Hope Network' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor Hope Network' })).toBeVisible();

  await page.goto('/foryou');
  await expect(section.getByRole('list', { name: 'Partners for you' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
});
