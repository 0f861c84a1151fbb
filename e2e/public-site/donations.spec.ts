import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD, sessionCookies, signUpViaApi, uniqueEmail } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { createProjectViaApi } from '../support/projects.js';

/** A fresh partner account (its own gifts, its own flags): answers its token, id and name. */
async function partnerViaApi(request: APIRequestContext, organization: string) {
  const signup = await request.post('/api/users', {
    data: {
      email: uniqueEmail('donations-partner'),
      password: 'correct-horse-42',
      first_name: 'Pat',
      last_name: 'Partner',
      is_partner: true,
      organization_name: organization,
      country_code: 'KE',
      categories: ['Water'],
      registration_number: 'KE-NGO-5150',
    },
  });
  expect(signup.status()).toBe(201);
  return (await signup.json()) as { token: string; user: { id: number } };
}

/** A gift (or the first month of a monthly gift) through the public API with the sandbox's test card. */
async function give(
  request: APIRequestContext,
  token: string,
  projectId: number,
  amountCents: number,
  opts: { anonymous?: boolean; monthly?: boolean } = {},
) {
  const response = await request.post(`/api/projects/${projectId}/${opts.monthly ? 'subscription' : 'gifts'}`, {
    data: { amount_cents: amountCents, tip_cents: 0, payment_method_id: 'pm_card_visa', anonymous: opts.anonymous ?? false },
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a partner filters its donations, sees an anonymous gift as Anonymous, exports the CSV and opens a donor; at 375 px too', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 8);
  const organization = `Delta Wells ${tag}`;
  const partner = await partnerViaApi(request, organization);
  const project = await createProjectViaApi(request, partner.token, { title: `Delta well ${tag}` });
  const gus = await signUpViaApi(request, { first_name: 'Gus', last_name: `Giver${tag}` });
  const ana = await signUpViaApi(request, { first_name: 'Ana', last_name: `Hidden${tag}` });
  await give(request, gus.token, project.id, 5_000);
  await give(request, gus.token, project.id, 1_500, { monthly: true });
  await give(request, ana.token, project.id, 3_000, { anonymous: true });

  await page.context().addCookies(sessionCookies(baseURL!, partner.token, partner.user.id));
  await page.goto(`/profile/${partner.user.id}`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Donations to ${organization}` })).toBeVisible();
  const table = page.getByRole('table', { name: 'Gifts to your projects' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByText('3 gifts')).toBeVisible();

  // The anonymous gift: "Anonymous", no link, and neither Ana's name nor her email anywhere.
  const anonymousRow = table.getByRole('row').filter({ hasText: '$30.00' });
  await expect(anonymousRow.getByRole('cell').nth(4)).toHaveText('Anonymous');
  await expect(anonymousRow.getByRole('link')).toHaveCount(1);
  await expect(page.getByText(`Hidden${tag}`)).toHaveCount(0);
  await expectAccessible(page);

  // Sort by amount, largest first, then smallest first.
  await table.getByRole('button', { name: /Amount/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('$50.00');
  await table.getByRole('button', { name: /Amount/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('$15.00');

  // Filters: kind, an amount range, a bad date range (its error under "To"), the project, the search.
  const filters = page.getByRole('search', { name: 'Filter donations' });
  await filters.getByLabel('Kind').selectOption('monthly');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Monthly');
  await filters.getByLabel('Kind').selectOption('');
  await filters.getByLabel('Minimum ($)').fill('20');
  await filters.getByLabel('Maximum ($)').fill('10');
  await expect(filters.getByLabel('Maximum ($)')).toHaveAccessibleDescription('The maximum cannot be below the minimum');
  await filters.getByLabel('Maximum ($)').fill('40');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Anonymous');
  await filters.getByLabel('From').fill('2030-01-02');
  await filters.getByLabel('To').fill('2030-01-01');
  await expect(filters.getByLabel('To')).toHaveAccessibleDescription('The end date cannot be before the start date');
  await expectAccessible(page);
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);
  await filters.getByLabel('Project').selectOption({ label: project.title });
  await filters.getByLabel('Search donors').fill(`giver${tag}`);
  await expect(table.getByRole('row')).toHaveCount(3);
  // An anonymous gift is never found by its donor's name.
  await expect(table.getByText('Anonymous')).toHaveCount(0);

  // The export is the filtered view: the header and Gus's gifts, not Ana's.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`storyfund-donations-${partner.user.id}.csv`);
  const csv = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe('gift_id,date_utc,amount,amount_cents,kind,project_id,project,donor,donor_email');
  expect(csv).toHaveLength(3);
  expect(csv.some((line) => line.includes(',5000,one-time,') && line.includes(`Gus Giver${tag}`) && line.includes(gus.email))).toBe(true);
  expect(csv.join('\n')).not.toContain(ana.email);

  // Donor detail: lifetime, first and last gift, monthly status, the gifts.
  await table
    .getByRole('link', { name: `Gus Giver${tag}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `A donor of ${organization}` })).toBeVisible();
  const figures = page.getByRole('definition');
  await expect(page.getByRole('term').filter({ hasText: 'Lifetime given' })).toBeVisible();
  await expect(figures.nth(0)).toHaveText('$65.00');
  await expect(figures.nth(1)).toHaveText('2');
  await expect(figures.nth(4)).toHaveText('Active: $15.00 a month');
  await expect(page.getByRole('table', { name: `Gifts from Gus Giver${tag}` }).getByRole('row')).toHaveCount(3);
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  await page.getByRole('link', { name: 'Back to the donations' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
});

test('with the partner donations table off, the link goes and the screen says it is not enabled', async ({ page, request, baseURL }) => {
  const organization = `Flagless Wells ${randomUUID().slice(0, 8)}`;
  const partner = await partnerViaApi(request, organization);
  const admin = (await (await request.post('/api/login', { data: { email: DEMO_ADMIN, password: DEMO_PASSWORD } })).json()) as {
    token: string;
  };
  const flags = await request.patch(`/api/users/${partner.user.id}/features`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { partner_donations_table: false },
  });
  expect(flags.status()).toBe(200);

  await page.context().addCookies(sessionCookies(baseURL!, partner.token, partner.user.id));
  await page.goto(`/profile/${partner.user.id}`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Donations' })).toHaveCount(0);
  await page.goto(`/donations/${partner.user.id}`);
  await expect(page.getByText(`Donations is not enabled for ${organization}.`)).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
});

test("the demo partner's projects due for an update: searched, each linking to the update editor", async ({ page, request, baseURL }) => {
  const login = await request.post('/api/login', { data: { email: 'bright@demo.storyfund.local', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  await page.context().addCookies(sessionCookies(baseURL!, token, user.id));

  await page.goto(`/donations/${user.id}`);
  await expect(page.getByRole('table', { name: 'Gifts to your projects' }).getByText('Anonymous').first()).toBeVisible();
  await page.getByRole('link', { name: 'Projects due for an update' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Updates due at Bright Futures Foundation' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Projects due for an update' });
  await expect(list.getByRole('listitem').first()).toContainText(/Waiting \d+ days/);
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  await page.getByLabel('Search by title').fill('Achieng');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('link', { name: 'Write an update for Uniform and books for Achieng' }).click();
  await expect(page).toHaveURL(/\/project\/\d+\/update$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
