import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { login, userRowByEmail } from '../test-support/accounts.js';
import { getJson } from '../test-support/projects.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { seedDemo } from './demo-seed.js';

describe('the demo back-office (issue #11)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
    await seedDemo(test.ctx);
  });
  afterAll(() => test.close());

  it('has a sales account and an audit log entry, and seeding again adds none', async () => {
    expect(await userRowByEmail(test, 'sales@demo.storyfund.local')).toMatchObject({ is_sales: true, is_admin: false });
    const admin = await login(test.app, 'admin@demo.storyfund.local', DEMO_PASSWORD);
    const log = async () => (await getJson(test, '/api/audit-log?action=user.sponsor.on', admin.token)).json();
    const first = await log();
    expect(first.total).toBe(1);
    expect(first.data[0]).toMatchObject({ actor_name: 'Ada Admin', created_at: '2025-06-02T10:00:00.000Z', after: { is_sponsor: true } });
    await seedDemo(test.ctx);
    expect((await log()).total).toBe(1);
  });
});
