import { randomUUID } from 'node:crypto';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { DEMO_ADMIN, DEMO_PASSWORD, sessionCookies, signUpViaApi } from '../support/api.js';
import { expect, test } from '../support/backoffice-fixtures.js';
import { reportPage } from '../support/backoffice-report-page.js';
import { createProjectViaApi } from '../support/projects.js';

const today = () => new Date().toISOString().slice(0, 10);

test('an admin opens /stats for a date range, reads the figures and exports the gifts as CSV', async ({ adminPage: page, request }) => {
  // A gift made now, through the real giving path.
  const owner = await signUpViaApi(request, { first_name: 'Olive', last_name: 'Owner' });
  const project = await createProjectViaApi(request, owner.token);
  const donor = await signUpViaApi(request, { first_name: '+Dora', last_name: 'Csv' });
  const gift = await request.post(`/api/projects/${project.id}/gifts`, {
    headers: { authorization: `Bearer ${donor.token}`, 'idempotency-key': randomUUID() },
    data: { amount_cents: 1_234, payment_method_id: 'pm_card_visa' },
  });
  expect(gift.status(), await gift.text()).toBe(201);
  const giftId = ((await gift.json()) as { gift: { id: number } }).gift.id;

  // The public site's /stats opens the back-office's.
  await page.goto('/stats');
  await expect(page).toHaveURL(/\/backoffice\/stats$/);

  const stats = reportPage(page, '/stats');
  await stats.navigate({ datestart: today(), dateend: today() });
  await expect(stats.heading).toHaveText('Stats');
  await expect(stats.kpis).toContainText('Amount given');
  await expect(stats.section('By period')).toContainText(today());
  await expectAccessible(page);

  // A bad range is refused under its field, and nothing is lost.
  await stats.setRange(today(), '2000-01-01');
  await expect(stats.picker).toContainText('The end date must not be before the start date');

  // A preset puts its range in the URL.
  await stats.choosePreset('Last 7 days');
  await expect(page).toHaveURL(new RegExp(`dateend=${today()}`));
  await expect(stats.kpis).toContainText('Amount given');

  const file = await stats.exportCsv();
  expect(file.filename).toMatch(/^storyfund-gifts-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = file.text.trimEnd().split('\r\n');
  expect(lines[0]).toContain('gift_id,date_utc,project_id,project,recipient_id,donor_id,donor,amount_usd');
  const row = lines.find((l) => l.startsWith(`${giftId},`));
  expect(row).toBeDefined();
  expect(row).toContain(`,${project.id},`);
  // The donor's name starts with +: written as text, never run as a formula.
  expect(row).toContain(",'+Dora Csv,12.34,");
  await expectFitsPhoneWidth(page);
});

test('/office shows the platform money from the ledger and fits a phone', async ({ adminPage: page }) => {
  const office = reportPage(page, '/office');
  await office.navigate({ datestart: today(), dateend: today() });
  await expect(office.section('Gifts (from the ledger)')).toContainText('Owed to partners');
  // The demo's Clean Water Collective pays its premium plan: premium revenue is platform money too.
  await expect(office.section('All platform money')).toContainText('Premium plans, after processor fees');
  await expect(office.section('All platform money')).toContainText('Platform total');
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
});

// One test per report page: each opens, passes axe and fits a phone within its own time budget.
for (const [path, title] of [
  ['/donorstats', 'Donor stats'],
  ['/partnerstats', 'Partner stats'],
  ['/staffpicks-tracker', 'Staff picks tracker'],
  ['/giftcard-stats', 'Gift card stats'],
] as const) {
  test(`${path} opens, passes axe and fits a phone`, async ({ adminPage: page }) => {
    const report = reportPage(page, path);
    await report.navigate();
    await expect(report.heading).toHaveText(title);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectAccessible(page);
    await expectFitsPhoneWidth(page);
  });
}

test("/premiumstats shows the live premium plans and their recurring revenue (the demo's Clean Water Collective pays monthly)", async ({
  adminPage: page,
}) => {
  const premium = reportPage(page, '/premiumstats');
  await premium.navigate({ datestart: today(), dateend: today() });
  await expect(premium.heading).toHaveText('Premium stats');
  const figures = page.getByRole('table', { name: 'Premium figures' });
  // Other tests may buy plans too: at least the demo's monthly plan is live, and brings at least $29 a month.
  await expect(figures.getByRole('row', { name: /^Live plans at the end of the range [1-9]/ })).toBeVisible();
  await expect(figures.getByRole('row', { name: /^Monthly recurring revenue \$[1-9][\d,]*\.\d\d$/ })).toBeVisible();
  await expect(page.getByText(/not sold yet/)).toHaveCount(0);
  await expect(page.getByRole('img', { name: /Line chart of live premium plans/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Live plans by period' })).toContainText(today());
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
});

test('a sales member reads the reports and exports them, read-only: no staff-pick buttons, no /office', async ({
  page,
  request,
  baseURL,
}) => {
  const seller = await signUpViaApi(request, { first_name: 'Sam', last_name: 'Seller' });
  const admin = (await (await request.post('/api/login', { data: { email: DEMO_ADMIN, password: DEMO_PASSWORD } })).json()) as {
    token: string;
  };
  expect((await request.post(`/api/users/${seller.user.id}/sales`, { headers: { authorization: `Bearer ${admin.token}` } })).status()).toBe(
    200,
  );
  await page.context().addCookies(sessionCookies(baseURL!, seller.token, seller.user.id));

  const stats = reportPage(page, '/stats');
  await stats.navigate();
  await expect(stats.kpis).toContainText('Donors');
  await expect(page.getByRole('group', { name: 'Reports' })).toContainText('Stats');
  await expect(page.getByRole('group', { name: 'Finance' })).toHaveCount(0);
  const file = await stats.exportCsv();
  expect(file.text.split('\r\n')[0]).toContain('gift_id,');

  const tracker = reportPage(page, '/staffpicks-tracker');
  await tracker.navigate();
  await expect(tracker.heading).toHaveText('Staff picks tracker');
  await expect(page.getByRole('button', { name: /^Unpick/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Staff-pick' })).toHaveCount(0);
  await expectAccessible(page);
});
