import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { subscriptions } from '../db/schema/index.js';
import type { TestApp } from './test-app.js';

/** Test helpers for monthly gifts: calls as a browser makes them, and the rows a test checks. */
export const validMonthly = (overrides: Record<string, unknown> = {}) => ({
  amount_cents: 2_500,
  payment_method_id: 'pm_card_visa',
  ...overrides,
});

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

/** POST /api/projects/{id}/subscription with a fresh Idempotency-Key unless one is given (`key: null` sends none). */
export function startMonthly(
  test: TestApp,
  projectId: number,
  body: Record<string, unknown>,
  opts: { token?: string; key?: string | null } = {},
) {
  const key = opts.key === undefined ? randomUUID() : opts.key;
  return test.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/subscription`,
    headers: { ...auth(opts.token), ...(key !== null ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

export const confirmMonthly = (test: TestApp, projectId: number, paymentIntentId: string, token?: string) =>
  test.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/subscription/confirm`,
    headers: auth(token),
    payload: { payment_intent_id: paymentIntentId },
  });

export const payMonthly = (test: TestApp, projectId: number, token?: string) =>
  test.app.inject({ method: 'POST', url: `/api/projects/${projectId}/subscription/pay`, headers: auth(token) });

export const call = (test: TestApp, method: 'GET' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: Record<string, unknown>) =>
  test.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

export async function subscriptionRow(test: TestApp, id: number) {
  const [row] = await test.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

export async function setSubscription(test: TestApp, id: number, values: Partial<typeof subscriptions.$inferInsert>) {
  await test.ctx.db.update(subscriptions).set(values).where(eq(subscriptions.id, id));
}

/** The monthly gifts of a subscription, by month. */
export async function monthlyGifts(test: TestApp, subscriptionId: number) {
  return queryRows<{
    id: number;
    subscription_period: number;
    amount_cents: number;
    tip_cents: number;
    payment_intent_id: number;
    monthly_gift: boolean;
    gift_at: string;
  }>(
    test.ctx.db,
    sql`SELECT id, subscription_period, amount_cents, tip_cents, payment_intent_id, monthly_gift, gift_at FROM gifts
        WHERE subscription_id = ${subscriptionId} ORDER BY subscription_period`,
  );
}

/** The PaymentIntents made for a subscription (metadata.subscription_id). */
export async function subscriptionIntents(test: TestApp, subscriptionId: number) {
  return queryRows<{
    id: number;
    provider_id: string;
    status: string;
    off_session: boolean;
    idempotency_key: string;
    amount_cents: number;
  }>(
    test.ctx.db,
    sql`SELECT id, provider_id, status, off_session, idempotency_key, amount_cents FROM payment_intents
        WHERE metadata->>'subscription_id' = ${String(subscriptionId)} ORDER BY id`,
  );
}
