import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { login, userRowByEmail } from '../test-support/accounts.js';
import { getJson } from '../test-support/projects.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { seedDemo } from './demo-seed.js';
import { checkLedger } from '../modules/gifts/ledger.service.js';

describe('the demo back-office (issue #11)', () => {
  let test: TestApp;
  // The whole demo is seeded first: on a loaded machine that can take most of a minute.
  beforeAll(async () => {
    test = await createTestApp();
    await seedDemo(test.ctx);
  }, 180_000);
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

  it('has a refunded gift whose books reconcile, and seeding again refunds nothing more', async () => {
    const admin = await login(test.app, 'admin@demo.storyfund.local', DEMO_PASSWORD);
    const refunded = async () => (await getJson(test, '/api/gifts?status=refunded', admin.token)).json();
    const first = await refunded();
    expect(first.total).toBe(1);
    expect(first.data[0]).toMatchObject({ donor_name: 'Dana Donor', amount_cents: 2_500, refund_reason: expect.stringContaining('twice') });
    const gift = (await getJson(test, `/api/gifts/${first.data[0].id}`, admin.token)).json();
    expect(gift.project_amount_raised_cents).toBe(gift.project_ledger_cents);
    expect(gift.ledger_entries.map((l: { journal: string }) => l.journal)).toContain(`gift_refund:${first.data[0].id}`);
    expect((await checkLedger(test.ctx.db)).ok).toBe(true);
    await seedDemo(test.ctx);
    expect((await refunded()).total).toBe(1);
    expect((await getJson(test, '/api/audit-log?action=gift.refund', admin.token)).json().total).toBe(1);
  });
});
