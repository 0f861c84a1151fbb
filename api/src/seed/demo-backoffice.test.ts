import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { login, userRowByEmail } from '../test-support/accounts.js';
import { getJson } from '../test-support/projects.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { seedDemo } from './demo-seed.js';
import { checkLedger } from '../modules/gifts/ledger.service.js';
import { DEMO_BANNED_PROJECT } from './demo-backoffice.js';

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

  it('has a pipeline of leads across the stages owned by the sales account, seeded once', async () => {
    const sales = await login(test.app, 'sales@demo.storyfund.local', DEMO_PASSWORD);
    const leads = async () =>
      (await getJson(test, '/api/leads?limit=100', sales.token)).json() as { data: { stage: string; owner_id: number }[]; total: number };
    const first = await leads();
    expect(first.total).toBe(7);
    expect(new Set(first.data.map((l) => l.stage))).toEqual(new Set(['new', 'contacted', 'meeting', 'proposal', 'won', 'lost']));
    expect(new Set(first.data.map((l) => l.owner_id))).toEqual(new Set([sales.user.id]));
    const report = (await getJson(test, '/api/sales/conversions?datestart=2025-05-01&dateend=2025-06-01', sales.token)).json();
    expect(report.totals).toEqual({ won: 1, partners: 0, premium: 0, premium_first_year_cents: 0 });
    // Clean Water Collective signed up from Sam's lead 12 days ago and pays the monthly plan since 11 days ago.
    const recent = (await getJson(test, '/api/sales/conversions', sales.token)).json();
    expect(recent.sellers).toEqual([
      { owner_id: sales.user.id, owner_name: 'Sam Sales', won: 1, partners: 1, premium: 1, premium_first_year_cents: 34_800 },
    ]);
    await seedDemo(test.ctx);
    expect((await leads()).total).toBe(7);
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

  it('has a banned copy of a project, listed in the projects grid with its reason, banned once', async () => {
    const admin = await login(test.app, 'admin@demo.storyfund.local', DEMO_PASSWORD);
    const banned = async () => (await getJson(test, '/api/projects/admin?flag=banned', admin.token)).json();
    const first = await banned();
    expect(first.data).toEqual([
      expect.objectContaining({ title: DEMO_BANNED_PROJECT, status: 'banned', ban_reason: expect.stringContaining('copy') }),
    ]);
    expect((await getJson(test, `/api/projects/${first.data[0].id}`)).statusCode).toBe(404);
    await seedDemo(test.ctx);
    expect((await banned()).total).toBe(1);
    expect((await getJson(test, '/api/audit-log?action=project.ban.on', admin.token)).json().total).toBe(1);
  });

  it('has a gift converted from the banned copy to the original, its books reconciled, converted once', async () => {
    const admin = await login(test.app, 'admin@demo.storyfund.local', DEMO_PASSWORD);
    const log = async () => (await getJson(test, '/api/audit-log?action=gift.convert', admin.token)).json();
    const first = await log();
    expect(first.total).toBe(1);
    const gift = (await getJson(test, `/api/gifts/${first.data[0].target_id}`, admin.token)).json();
    expect(gift).toMatchObject({
      status: 'succeeded',
      donor_name: 'Tom Berg',
      amount_cents: 2_000,
      project_title: 'Sewing machine for Amina',
      conversions: [{ from_project_title: DEMO_BANNED_PROJECT, to_project_title: 'Sewing machine for Amina' }],
    });
    expect(gift.project_amount_raised_cents).toBe(gift.project_ledger_cents);
    expect(gift.ledger_entries.map((l: { journal: string }) => l.journal)).toContain(`gift_convert:${gift.id}:1`);
    expect((await checkLedger(test.ctx.db)).ok).toBe(true);
    await seedDemo(test.ctx);
    expect((await log()).total).toBe(1);
  });

  it("fills every admin table: monthly donors, partners, sign-ups, overdue updates and donors' given stats", async () => {
    const admin = await login(test.app, 'admin@demo.storyfund.local', DEMO_PASSWORD);
    const total = async (table: string) => ((await getJson(test, `/api/admin/${table}`, admin.token)).json() as { total: number }).total;
    for (const table of ['subscribed-users', 'partners', 'signups', 'overdue', 'donors'])
      expect(await total(table), table).toBeGreaterThan(0);
    const partners = (await getJson(test, '/api/admin/partners?flag=tax_exempt_pending', admin.token)).json() as { total: number };
    expect(partners.total).toBeGreaterThan(0);
  });
});
