import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { projects, projectTotals as totals, users } from '../db/schema/index.js';
import type { TestApp } from './test-app.js';
import { checkLedger } from '../modules/gifts/ledger.service.js';

/**
 * Test helpers for the giving module. Projects are written directly (the projects module is not under
 * test here); gifts go through the API, as a browser would.
 */
export async function insertProject(test: TestApp, ownerId: number, values: Partial<typeof projects.$inferInsert> = {}): Promise<number> {
  const [row] = await test.ctx.db
    .insert(projects)
    .values({ owner_id: ownerId, title: 'Clean water', description: 'A well for the village', goal_amount_cents: 100_000, ...values })
    .returning({ id: projects.id });
  return row!.id;
}

export const validGift = (overrides: Record<string, unknown> = {}) => ({
  amount_cents: 5_000,
  payment_method_id: 'pm_card_visa',
  ...overrides,
});

/** POST /api/projects/{id}/gifts with a fresh Idempotency-Key unless one is given (`key: null` sends none). */
export function give(
  test: TestApp,
  projectId: number,
  body: Record<string, unknown>,
  opts: { token?: string; key?: string | null; ip?: string } = {},
) {
  const key = opts.key === undefined ? randomUUID() : opts.key;
  return test.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/gifts`,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(key !== null ? { 'idempotency-key': key } : {}) },
    payload: body,
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
}

export function confirm(test: TestApp, projectId: number, paymentIntentId: string, token?: string) {
  return test.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/gifts/confirm`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { payment_intent_id: paymentIntentId },
  });
}

/** The sandbox's 3-D Secure dialog, as the browser would answer it. */
export function authenticate(test: TestApp, intent: { id: string; client_secret: string }, outcome: 'approve' | 'fail') {
  return test.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${intent.id}/authenticate`,
    payload: { outcome, client_secret: intent.client_secret },
  });
}

export async function projectTotals(test: TestApp, id: number) {
  const [row] = await test.ctx.db
    .select({
      amount_raised_cents: totals.amount_raised_cents,
      gifts_count: totals.gifts_count,
      funded_at: projects.funded_at,
      half_funded_at: projects.half_funded_at,
    })
    .from(projects)
    .innerJoin(totals, eq(totals.project_id, projects.id))
    .where(eq(projects.id, id));
  return row!;
}

export async function userTotals(test: TestApp, id: number) {
  const [row] = await test.ctx.db
    .select({ amount_given_cents: users.amount_given_cents, amount_received_cents: users.amount_received_cents })
    .from(users)
    .where(eq(users.id, id));
  return row!;
}

/** Row counts of the money tables: what a refused or failed gift must leave unchanged. */
export async function moneyCounts(test: TestApp) {
  const [row] = await queryRows<{ gifts: number; intents: number; entries: number; events: number }>(
    test.ctx.db,
    sql`SELECT (SELECT count(*)::int FROM gifts) AS gifts, (SELECT count(*)::int FROM payment_intents) AS intents,
               (SELECT count(*)::int FROM ledger_entries) AS entries,
               (SELECT count(*)::int FROM timeline_events WHERE type = 'encouragement') AS events`,
  );
  return row!;
}

/** The ledger check, as the CLI runs it; throws with the report when anything is off. */
export async function assertLedgerBalanced(test: TestApp): Promise<void> {
  const report = await checkLedger(test.ctx.db);
  if (!report.ok) throw new Error(`ledger check failed: ${JSON.stringify(report)}`);
}
