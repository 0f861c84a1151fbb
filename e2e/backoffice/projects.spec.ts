import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { expect, test } from '../support/backoffice-fixtures.js';
import { confirmDialog } from '../support/backoffice-confirm.js';
import { listPage } from '../support/backoffice-list-page.js';

const WOODS = 'The Woods: 10,000 native trees';

test('an admin staff-picks a project from the projects grid, and unpicks it (the undo)', async ({ adminPage: page, request }) => {
  const grid = listPage(page, 'projects');
  await page.goto(`/backoffice/projects?filter=${encodeURIComponent(JSON.stringify({ q: 'Woods' }))}`);
  const row = grid.row(WOODS);
  await expect(row).toHaveCount(1);
  await expectAccessible(page);
  const pick = row.getByRole('button', { name: `Staff-pick: ${WOODS}` });
  // The demo may have picked it already: start from "not picked".
  if ((await pick.count()) === 0) {
    await row.getByRole('button', { name: `Unpick: ${WOODS}` }).click();
    await confirmDialog(page).confirm('Unpick');
  }
  await pick.click();
  const dialog = confirmDialog(page);
  await expect(dialog.dialog).toContainText(WOODS);
  await expectAccessible(page);
  await dialog.confirm('Staff-pick');
  await expect(row.getByRole('button', { name: `Unpick: ${WOODS}` })).toBeVisible();

  const picks = (await (await request.get('/api/projects/staff-picks?limit=100')).json()) as { data: { title: string }[] };
  expect(picks.data.map((p) => p.title)).toContain(WOODS);

  // Recorded in the audit log.
  const audit = listPage(page, 'audit-log');
  await page.goto(`/backoffice/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: 'project.staff-picks.on' }))}`);
  await expect(audit.rows.first()).toContainText('Ada Admin');

  await page.goto(`/backoffice/projects?filter=${encodeURIComponent(JSON.stringify({ q: 'Woods' }))}`);
  await row.getByRole('button', { name: `Unpick: ${WOODS}` }).click();
  await confirmDialog(page).confirm('Unpick');
  await expect(pick).toBeVisible();
  await expectFitsPhoneWidth(page);
});
