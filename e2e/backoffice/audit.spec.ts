import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { expect, FIRST_PAGE_TIMEOUT, test } from '../support/backoffice-fixtures.js';
import { exportCsv } from '../support/backoffice-export.js';
import { gridPage } from '../support/backoffice-grid-page.js';

test('/audit: partners with their audit and social scores on the data grid, sorted and searched on the server, with details and CSV', async ({
  adminPage: page,
}) => {
  // The public site's /audit opens the back-office's grid.
  await page.goto('/audit');
  await expect(page).toHaveURL(/\/backoffice\/partner-scores/);
  const scores = gridPage(page, 'partner-scores', 'Audit and social scores');
  await expect(scores.row('Clean Water Collective')).toBeVisible({ timeout: FIRST_PAGE_TIMEOUT });
  await expect(scores.columnHeader('Audit score')).toHaveAttribute('aria-sort', 'descending');
  await expectAccessible(page, { exclude: ['header'] });

  await scores.sortBy('Social score', 'social_score', 'asc');
  await expect(scores.columnHeader('Social score')).toHaveAttribute('aria-sort', 'ascending');

  await scores.search('Roots');
  await expect(scores.rows).toHaveCount(1);
  await expect(scores.row('Roots Medical Aid')).toBeVisible();

  const file = await exportCsv(page);
  expect(file.filename).toMatch(/^storyfund-partner-scores.*\.csv$/);
  const lines = file.text.trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^partner_id,name,email,audit_score,/);
  expect(lines.slice(1)).toHaveLength(1);
  expect(lines[1]).toContain('Roots Medical Aid');

  await expectFitsPhoneWidth(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await scores.row('Roots Medical Aid').getByRole('link', { name: 'Roots Medical Aid' }).click();
  await expect(page).toHaveURL(/\/backoffice\/partner-scores\/\d+\/show$/);
  await expect(page.getByRole('table', { name: 'Audit score' })).toContainText('Update cadence');
  await expect(page.getByRole('table', { name: 'Owner-checkup counts' })).toContainText('Encouragements answered');
  await expectAccessible(page, { exclude: ['header'] });
});
