import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { signUpViaApi } from '../support/api.js';
import { expect, test } from '../support/backoffice-fixtures.js';
import { confirmDialog } from '../support/backoffice-confirm.js';
import { exportCsv } from '../support/backoffice-export.js';
import { gridPage } from '../support/backoffice-grid-page.js';
import { listPage } from '../support/backoffice-list-page.js';
import { createProjectViaApi } from '../support/projects.js';

const WOODS = 'The Woods: 10,000 native trees';

test('an admin staff-picks a project from the projects grid, and unpicks it (the undo)', async ({ adminPage: page, request }) => {
  // Two visits to the grid, one to the audit log, four confirmations: more than the default budget on a loaded machine.
  test.slow();
  const grid = gridPage(page, 'projects', 'Projects');
  await grid.open({ q: 'Woods' });
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
  await audit.navigateFiltered({ action: 'project.staff-picks.on' });
  await expect(audit.rows.first()).toContainText('Ada Admin');

  await grid.open({ q: 'Woods' });
  await row.getByRole('button', { name: `Unpick: ${WOODS}` }).click();
  await confirmDialog(page).confirm('Unpick');
  await expect(pick).toBeVisible();
  await expectFitsPhoneWidth(page);
});

test('an admin bans a project from the grid with a reason, it disappears for everyone else, and lifts the ban', async ({
  adminPage: page,
  request,
}) => {
  test.slow();
  const owner = await signUpViaApi(request, { first_name: 'Bea', last_name: 'Banned' });
  const project = await createProjectViaApi(request, owner.token);
  const asOwner = { headers: { authorization: `Bearer ${owner.token}` } };
  const grid = gridPage(page, 'projects', 'Projects');
  await grid.open({ q: project.title });
  const row = grid.row(project.title);
  await expect(row).toContainText('active');

  await row.getByRole('button', { name: `Tools: ${project.title}` }).click();
  const tools = page.getByRole('dialog', { name: `Tools: “${project.title}”` });
  await expect(tools).toBeVisible();
  await expectAccessible(page);
  await tools.getByRole('button', { name: `Ban: ${project.title}` }).click();
  const confirm = confirmDialog(page);
  await confirm.confirm('Ban');
  await expect(confirm.dialog).toContainText('Please give a reason');
  await confirm.field('Reason').fill('Copied from another charity');
  await expectAccessible(page);
  await confirm.confirm('Ban');
  await expect(tools.getByText('Banned for: Copied from another charity')).toBeVisible();
  await tools.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('banned');

  // The next request: gone for visitors and for its owner; still in the admin's grid and export.
  expect((await request.get(`/api/projects/${project.id}`)).status()).toBe(404);
  expect((await request.get(`/api/projects/${project.id}`, asOwner)).status()).toBe(404);
  const file = await exportCsv(page);
  expect(file.filename).toBe('storyfund-projects.csv');
  const lines = file.text.trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(project.title);
  expect(lines[1]).toContain(',banned,');
  expect(lines[1]).toContain('Copied from another charity');

  // The undo.
  await row.getByRole('button', { name: `Tools: ${project.title}` }).click();
  await tools.getByRole('button', { name: `Lift the ban: ${project.title}` }).click();
  await confirmDialog(page).confirm('Lift the ban');
  await expect(tools.getByRole('button', { name: `Ban: ${project.title}` })).toBeVisible();
  await tools.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('active');
  expect((await request.get(`/api/projects/${project.id}`)).status()).toBe(200);
});

test('the projects grid sorts on the server and lists banned projects by the Banned flag, at 375 px', async ({ adminPage: page }) => {
  const grid = gridPage(page, 'projects', 'Projects');
  await grid.open();
  await expect(grid.rows.first()).toBeVisible();
  await grid.sortBy('Goal', 'goal_amount_cents', 'asc');
  await grid.sortBy('Goal', 'goal_amount_cents', 'desc');
  await expect(grid.columnHeader('Goal')).toHaveAttribute('aria-sort', 'descending');
  await expectFitsPhoneWidth(page);
  await expectAccessible(page);
});
