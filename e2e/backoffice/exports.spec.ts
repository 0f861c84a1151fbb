import { expectAccessible } from '../support/a11y.js';
import { signUpViaApi } from '../support/api.js';
import { expect, test } from '../support/backoffice-fixtures.js';
import { exportCsv } from '../support/backoffice-export.js';
import { listPage } from '../support/backoffice-list-page.js';

test('an admin exports the filtered audit log as CSV: the rows the filters select, formula cells neutralised', async ({
  adminPage: page,
  adminSession,
  request,
}) => {
  const account = await signUpViaApi(request, { first_name: 'Cass', last_name: 'Csv' });
  const asAdmin = { headers: { authorization: `Bearer ${adminSession.token}` } };
  expect((await request.post(`/api/users/${account.user.id}/ban`, { ...asAdmin, data: { reason: '=1+1, "quoted"' } })).status()).toBe(200);
  expect((await request.delete(`/api/users/${account.user.id}/ban`, asAdmin)).status()).toBe(200);

  const audit = listPage(page, 'audit-log');
  await audit.navigateFiltered({ target_type: 'user', target_id: account.user.id });
  await expect(audit.rows).toHaveCount(2);
  await expectAccessible(page);

  const file = await exportCsv(page);
  expect(file.filename).toBe('storyfund-audit-log.csv');
  expect(file.bom).toBe(true);
  const lines = file.text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('id,date_utc,actor_id,actor,action,target_type,target_id,reason,before,after');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(',user.ban.off,user,');
  expect(lines[2]).toContain(`,user.ban.on,user,${account.user.id},"'=1+1, ""quoted""",`);
});
