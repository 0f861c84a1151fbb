import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { expect, FIRST_PAGE_TIMEOUT, test } from '../support/backoffice-fixtures.js';
import { editPage } from '../support/backoffice-edit-page.js';
import { boardPage } from '../support/backoffice-board-page.js';
import { layout } from '../support/backoffice-layout.js';
import { listPage } from '../support/backoffice-list-page.js';
import { reportPage } from '../support/backoffice-report-page.js';
import { showPage } from '../support/backoffice-show-page.js';

const SALES_CSV_HEADER = 'period,seller_id,seller,leads_won,partners_signed_up,premium_conversions,premium_first_year_usd';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('a sales member adds a lead (field errors first), finds it by stage and search, and edits it', async ({ salesPage: page }) => {
  const name = `Riverbank Schools ${unique()}`;
  const leads = listPage(page, 'leads');
  await leads.navigate();
  // The demo pipeline is there, owned by the demo's seller.
  await expect(leads.row('Lakeside Animal Rescue')).toContainText('Proposal');
  await expect(page.getByRole('group', { name: 'Sales' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Moderation' })).toHaveCount(0);
  await expectAccessible(page, { exclude: ['header'] });
  await expectFitsPhoneWidth(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'New lead' }).click();
  const form = editPage(page, 'leads');
  await form.fill('Email', 'not-an-email');
  await form.fill('Phone', 'call me');
  await form.save();
  await expect(page.getByText('Organisation name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expectAccessible(page, { exclude: ['header'] });

  await form.fill('Organisation', name);
  await form.fill('Contact name', 'Ines Costa');
  await form.fill('Email', 'ines@riverbank-schools.example.org');
  await form.fill('Phone', '+351 21 000 0000');
  await form.choose('Source', 'Referral');
  await page.getByRole('textbox', { name: 'Next step', exact: true }).fill('Call about the pilot');
  await form.save();
  const show = showPage(page, 'leads');
  await expect(page).toHaveURL(/\/backoffice\/leads\/\d+\/show$/);
  await expect(show.field('Organisation')).toContainText(name);
  await expect(show.field('Owner')).toContainText('Sam Sales');
  await expect(show.field('Stage')).toContainText('New');
  await expectAccessible(page, { exclude: ['header'] });

  await show.editButton.click();
  await form.choose('Stage', 'Contacted');
  await form.save();
  await expect(show.field('Stage')).toContainText('Contacted');

  await leads.navigate();
  await leads.search(name);
  await expect(leads.rows).toHaveCount(1);
  await expect(leads.row(name)).toContainText('Contacted');
  await expect(leads.row(name)).toContainText('Referral');
});

test("a sales member is refused /tools and the admins' pages", async ({ salesPage: page }) => {
  await page.goto('/backoffice/');
  await expect(layout(page).menuItem('Leads')).toBeVisible();
  await expect(layout(page).menuItem('Users')).toHaveCount(0);
  await page.goto('/tools');
  await expect(page).not.toHaveURL(/\/tools$/);
  await expect(page).not.toHaveURL(/\/backoffice/);
  // The public site's /leads opens the back-office's leads for sales staff.
  await page.goto('/leads');
  await expect(page).toHaveURL(/\/backoffice\/leads$/);
  // A lead, any (on a server the suite ran on before, the demo's are no longer on the first page); the loading
  // skeleton's rows have no text.
  await expect(listPage(page, 'leads').rows.first()).toContainText(/\w/, { timeout: FIRST_PAGE_TIMEOUT });
});

test('a sales member works a lead through the pipeline by keyboard and by drag; each move is announced and kept', async ({
  salesPage: page,
  salesSession,
  request,
}) => {
  const name = `Pipeline Org ${unique()}`;
  const headers = { authorization: `Bearer ${salesSession.token}` };
  const created = await request.post('/api/leads', {
    headers,
    data: { organization_name: name, source: 'event', next_step: 'Intro call' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const board = boardPage(page, '/pipeline');
  await board.navigate();
  await expect(board.column('New').getByRole('listitem', { name, exact: true })).toBeVisible();
  await expectAccessible(page, { exclude: ['header'] });

  await board.moveByKeyboard(name, 'Contacted');
  await expect(board.status).toHaveText(`Moved ${name} from New to Contacted.`);
  await expect(board.column('Contacted').getByRole('listitem', { name, exact: true })).toBeVisible();

  await board.drag(name, 'Meeting');
  await expect(board.status).toHaveText(`Moved ${name} from Contacted to Meeting.`);
  await expect(board.column('Meeting').getByRole('listitem', { name, exact: true })).toBeVisible();
  await expectAccessible(page, { exclude: ['header'] });

  // Kept by the server, and in the audit log as two stage moves.
  await expect
    .poll(async () => ((await (await request.get(`/api/leads/${id}`, { headers })).json()) as { stage: string }).stage)
    .toBe('meeting');
  await page.reload();
  await expect(board.column('Meeting').getByRole('listitem', { name, exact: true })).toBeVisible();

  // On a phone the columns stack: nothing scrolls sideways.
  await expectFitsPhoneWidth(page);
  await expectAccessible(page, { exclude: ['header'] });
});

test("a sales member reads conversions by seller on the reports' date-range picker and exports them as CSV", async ({
  salesPage: page,
}) => {
  const sales = reportPage(page, '/sales');
  await sales.navigate({ datestart: '2025-05-01', dateend: '2025-05-31', bucket: 'month' });
  const bySeller = page.getByRole('table', { name: 'Conversions by seller' });
  // The demo's Mountain Clinic Fund was won by Sam Sales in May 2025.
  await expect(bySeller.getByRole('row', { name: /Sam Sales/ })).toContainText('1');
  await expect(page.getByRole('table', { name: 'Conversions by month and seller' })).toContainText('01/05/2025');
  await expectAccessible(page, { exclude: ['header'] });

  const file = await sales.exportCsv();
  expect(file.filename).toBe('storyfund-sales-2025-05-01_2025-05-31.csv');
  const lines = file.text.trimEnd().split('\r\n');
  expect(lines[0]).toBe(SALES_CSV_HEADER);
  expect(lines.find((l) => l.includes(',Sam Sales,'))).toMatch(/^2025-05-01,\d+,Sam Sales,1,\d+,0,0$/);

  // A bad range is refused under its field, and the URL keeps the last good one.
  await sales.setRange('2025-06-01', '2025-05-01');
  await expect(sales.picker).toContainText('The end date must not be before the start date');
  await expect(page).toHaveURL(/datestart=2025-05-01/);
  await expectFitsPhoneWidth(page);
  await expectAccessible(page, { exclude: ['header'] });
});

test("a sales member sees the demo's premium conversion on /sales, in the table, the chart and the CSV", async ({ salesPage: page }) => {
  const sales = reportPage(page, '/sales');
  // The default range (the last 30 days): Clean Water Collective signed up from Sam's lead 12 days before the
  // demo was seeded and has paid the monthly premium plan since the day after ($29 x 12 in its first year).
  await sales.navigate();
  const sam = page.getByRole('table', { name: 'Conversions by seller' }).getByRole('row', { name: /Sam Sales/ });
  await expect(sam.getByRole('cell').nth(3)).toHaveText('1');
  await expect(sam.getByRole('cell').nth(4)).toHaveText('$348.00');
  await expect(page.getByRole('img', { name: /premium conversions by/ })).toBeVisible();
  await expect(page.getByText(/Premium conversions: 1, worth \$348\.00 in their first year/)).toBeVisible();
  await expectAccessible(page, { exclude: ['header'] });

  const file = await sales.exportCsv();
  const lines = file.text.trimEnd().split('\r\n');
  expect(lines[0]).toBe(SALES_CSV_HEADER);
  const samLines = lines.filter((l) => l.includes(',Sam Sales,')).map((l) => l.split(','));
  expect(samLines.reduce((sum, cells) => sum + Number(cells[5]), 0)).toBe(1);
  expect(samLines.reduce((sum, cells) => sum + Number(cells[6]), 0)).toBe(348);

  await expectFitsPhoneWidth(page);
  await expectAccessible(page, { exclude: ['header'] });
});
