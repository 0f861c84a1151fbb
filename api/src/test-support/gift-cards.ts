import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import type { TestApp } from './test-app.js';
import { assertLedgerBalanced } from './gifts.js';

/**
 * Test helpers for gift cards. Cards are bought and spent through the API, as a browser would; the checks
 * read the tables a client cannot see (redemptions, ledger accounts).
 */
export const validPurchase = (overrides: Record<string, unknown> = {}) => ({
  amount_cents: 5_000,
  recipient_name: 'Rosa Recipient',
  recipient_email: 'rosa@example.test',
  message: 'Happy birthday!',
  payment_method_id: 'pm_card_visa',
  ...overrides,
});

/** POST /api/gift-cards with a fresh Idempotency-Key unless one is given (`key: null` sends none). */
export function buy(test: TestApp, body: Record<string, unknown>, opts: { token?: string; key?: string | null; ip?: string } = {}) {
  const key = opts.key === undefined ? randomUUID() : opts.key;
  return test.app.inject({
    method: 'POST',
    url: '/api/gift-cards',
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(key !== null ? { 'idempotency-key': key } : {}) },
    payload: body,
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
}

/** Buys a card (as `token`'s account) and answers it with its code. */
export async function boughtCard(test: TestApp, token: string, amountCents: number, extra: Record<string, unknown> = {}) {
  const response = await buy(test, validPurchase({ amount_cents: amountCents, ...extra }), { token });
  if (response.statusCode !== 201) throw new Error(`purchase failed: ${response.statusCode} ${response.body}`);
  return response.json().gift_card as { id: number; code: string; amount_cents: number };
}

export const balance = (test: TestApp, code: string, ip?: string) =>
  test.app.inject({ method: 'GET', url: `/api/gift-cards/${encodeURIComponent(code)}`, ...(ip ? { remoteAddress: ip } : {}) });

export async function cardRow(test: TestApp, id: number) {
  const [row] = await queryRows<{ amount_loaded_cents: number; amount_used_cents: number; status: string; redeem_at: Date | null }>(
    test.ctx.db,
    sql`SELECT amount_loaded_cents, amount_used_cents, status, redeem_at FROM gift_cards WHERE id = ${id}`,
  );
  return row!;
}

export async function countRows(
  test: TestApp,
  table: 'gift_cards' | 'gift_card_orders' | 'gift_card_redemptions' | 'payment_intents' | 'gifts',
) {
  const [row] = await queryRows<{ n: number }>(test.ctx.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`);
  return Number(row!.n);
}

/**
 * Every card's books agree: amount_used_cents is the sum of its spent and reserved redemptions, no card is
 * below zero (a refunded gift's part is back on it), and its ledger account `gift_card:{id}` holds loaded - spent (- a canceled remainder). Then
 * the whole ledger check.
 */
export async function assertCardBooks(test: TestApp): Promise<void> {
  const bad = await queryRows<Record<string, unknown>>(
    test.ctx.db,
    sql`SELECT c.id, c.amount_loaded_cents, c.amount_used_cents, r.spent, r.reserved, l.balance
        FROM gift_cards c
        LEFT JOIN (SELECT gift_card_id, sum(amount_cents) FILTER (WHERE state = 'spent') AS spent,
                          sum(amount_cents) FILTER (WHERE state = 'reserved') AS reserved
                   FROM gift_card_redemptions GROUP BY gift_card_id) r ON r.gift_card_id = c.id
        LEFT JOIN (SELECT account, sum(amount_cents) AS balance FROM ledger_entries WHERE account LIKE 'gift_card:%' GROUP BY account) l
          ON l.account = 'gift_card:' || c.id
        WHERE c.amount_used_cents <> coalesce(r.spent, 0) + coalesce(r.reserved, 0)
           OR c.amount_used_cents > c.amount_loaded_cents
           OR coalesce(l.balance, 0) <> CASE WHEN c.status = 'canceled' THEN 0 ELSE c.amount_loaded_cents - coalesce(r.spent, 0) END
           OR (SELECT coalesce(sum(gift_card_cents), 0) FROM gifts g WHERE g.gift_card_id = c.id AND g.status <> 'refunded') <> coalesce(r.spent, 0)`,
  );
  if (bad.length > 0) throw new Error(`gift card books disagree: ${JSON.stringify(bad)}`);
  await assertLedgerBalanced(test);
}
