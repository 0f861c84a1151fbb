import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { expect, test } from '../support/backoffice-fixtures.js';
import { exportCsv } from '../support/backoffice-export.js';
import { gridPage } from '../support/backoffice-grid-page.js';
import { layout } from '../support/backoffice-layout.js';

test('an admin reads the monthly donors, sorts them on the server and exports the filtered table', async ({ adminPage: page }) => {
  test.slow();
  const grid = gridPage(page, 'subscribed-users', 'Subscribed users', 'admin/subscribed-users');
  await grid.open();
  await expect(grid.row('Deep well for Kisumu school').first()).toBeVisible();
  await expectAccessible(page);
  await grid.sortBy('Monthly', 'amount_cents', 'asc');
  await expect(grid.rows.first()).toContainText('$15.00');
  await grid.open({ q: 'Kisumu' });
  await expect(grid.rows).toHaveCount(2);
  const file = await exportCsv(page);
  expect(file.filename).toBe('storyfund-subscribed-users.csv');
  const lines = file.text.trim().split('\r\n');
  expect(lines[0]).toContain('donor,email,project_id,project,amount_cents');
  expect(lines).toHaveLength(3);
  expect(lines.slice(1).every((l) => l.includes('Deep well for Kisumu school'))).toBe(true);
  await expectFitsPhoneWidth(page);
});

test('an admin filters partners by a pending tax-exempt claim, sees premium and white-label, and exports them', async ({
  adminPage: page,
}) => {
  test.slow();
  const grid = gridPage(page, 'partners', 'Partners', 'admin/partners');
  await grid.open({ flag: 'premium' });
  await expect(grid.row('Harbor Hope Network')).toHaveCount(1);
  await expect(grid.columnHeader('White-label')).toBeVisible();
  await expectAccessible(page);
  await grid.open({ flag: 'tax_exempt_pending' });
  await expect(grid.row('Roots Medical Aid')).toContainText('Claim pending');
  const file = await exportCsv(page);
  expect(file.filename).toBe('storyfund-partners.csv');
  expect(file.text).toContain('Roots Medical Aid');
  expect(file.text).not.toContain('Harbor Hope Network');
  await grid.open();
  await grid.sortBy('Raised', 'amount_received_cents', 'asc');
  await expectFitsPhoneWidth(page);
});

test('the sales team reads sign-ups, overdue updates and donors given stats, but not the monthly donors', async ({
  salesPage: page,
  salesSession,
  request,
}) => {
  test.slow();
  const menu = layout(page);
  await page.goto('/backoffice/');
  await expect(menu.menuItem('Sign-ups')).toBeVisible();
  await expect(menu.menuItem('Partners')).toBeVisible();
  await expect(menu.menuItem('Subscribed users')).toHaveCount(0);
  const signups = gridPage(page, 'signups', 'Sign-ups', 'admin/signups');
  await signups.open({ kind: 'partner' });
  await expect(signups.row('Roots Medical Aid')).toHaveCount(1);
  await expect(signups.rows.first()).toContainText('Partner');
  await expectAccessible(page);
  const today = new Date().toISOString().slice(0, 10);
  const file = await exportCsv(page);
  expect(file.filename).toMatch(new RegExp(`^storyfund-signups-\\d{4}-\\d{2}-\\d{2}_${today}\\.csv$`));
  expect(file.text.split('\r\n')[0]).toBe('id,name,email,kind,source,first_gift,first_gift_utc,created_utc');

  const overdue = gridPage(page, 'overdue', 'Projects without an update for more than 30 days', 'admin/overdue');
  await overdue.open();
  await expect(overdue.rows.first()).toBeVisible();
  await overdue.sortBy('Days overdue', 'days_overdue', 'asc');
  await expectAccessible(page);

  const donors = gridPage(page, 'donors', "Donors' given stats", 'admin/donors');
  await donors.open({ monthly: true });
  await expect(donors.rows.first()).toContainText('Yes');
  await expectFitsPhoneWidth(page);

  // Not the monthly donors' payment details: the page is not routed, and the API refuses.
  await page.goto('/backoffice/subscribed-users');
  await expect(page.getByRole('grid', { name: 'Subscribed users' })).toHaveCount(0);
  const refused = await request.get('/api/admin/subscribed-users', { headers: { authorization: `Bearer ${salesSession.token}` } });
  expect(refused.status()).toBe(403);
});

test("/donorstats shows every donor's given stats on the grid, sorted on the server", async ({ adminPage: page }) => {
  test.slow();
  await page.goto('/backoffice/donorstats');
  const donors = gridPage(page, 'donors', "Donors' given stats", 'admin/donors');
  await expect(donors.rows.first()).toBeVisible();
  await donors.sortBy('Lifetime given', 'amount_given_cents', 'asc');
  await expectAccessible(page);
  const file = await exportCsv(page, "Export donors' given stats CSV");
  expect(file.filename).toBe('storyfund-donors-given.csv');
  expect(file.text.split('\r\n')[0]).toBe('id,name,email,given_cents,gifts,first_gift_utc,last_gift_utc,monthly,created_utc');
});
