import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './client.js';
import { migrate, migrationsDir } from './migrate.js';

/**
 * Migration 0011 moves the rows of idempotency_keys (gifts), gift_card_orders (gift cards) and the
 * subscriptions' keys into payment_requests, and repoints what named them. Run on whichever database the
 * suite runs on.
 */
describe('migration 0011: every request that pays becomes a payment request', () => {
  const url = process.env.TEST_DATABASE_URL || undefined;
  const schema = url ? `test_mig_${randomBytes(4).toString('hex')}` : undefined;
  let database: DatabaseHandle;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

  beforeAll(async () => {
    if (url) await admin((c) => c.query(`CREATE SCHEMA ${schema}`));
    database = await openDatabase({ url, dataDir: 'memory://', ...(schema ? { searchPath: schema } : {}) });
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-migrations-'));
    for (const file of fs.readdirSync(migrationsDir).filter((f) => f < '0011')) {
      fs.copyFileSync(path.join(migrationsDir, file), path.join(before, file));
    }
    await migrate(database, before);
  });
  afterAll(async () => {
    await database.close();
    if (url) await admin((c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
  });

  it('moves gift requests, purchases and monthly gifts with their leases, answers and processor keys', async () => {
    const { id: donor } = await one<{ id: number }>(sql`INSERT INTO users (first_name, last_name) VALUES ('Dana', 'Donor') RETURNING id`);
    const { id: owner } = await one<{ id: number }>(sql`INSERT INTO users (first_name, last_name) VALUES ('Olga', 'Owner') RETURNING id`);
    const { id: project } = await one<{ id: number }>(
      sql`INSERT INTO projects (owner_id, title, description, goal_amount_cents) VALUES (${owner}, 'Well', 'A well', 100000) RETURNING id`,
    );
    const intent = (providerId: string, key: string, status: string) =>
      one<{
        id: number;
      }>(sql`INSERT INTO payment_intents (provider, provider_id, idempotency_key, payment_method_id, amount_cents, status, client_secret)
          VALUES ('sandbox', ${providerId}, ${key}, 'pm_card_visa', 2500, ${status}, ${`${providerId}_secret`}) RETURNING id`);
    // A gift waiting for 3-D Secure with a gift card's part reserved, and a guest's request still being worked on.
    const giftIntent = await intent('pi_gift', 'gift-request-placeholder', 'requires_action');
    const waiting = await one<{ id: number }>(sql`INSERT INTO idempotency_keys
        (scope, key, request_hash, project_id, donor_id, request, state, payment_intent_id, response_status, response_body)
        VALUES (${`user:${donor}`}, 'k-1', 'h1', ${project}, ${donor}, '{"amount_cents": 2500}', 'requires_action', ${giftIntent.id},
                200, '{"status": "requires_action"}') RETURNING id`);
    await database.db.execute(
      sql`UPDATE payment_intents SET idempotency_key = ${`gift-request-${waiting.id}`} WHERE id = ${giftIntent.id}`,
    );
    await database.db.execute(sql`INSERT INTO idempotency_keys (scope, key, request_hash, project_id, request, locked_until)
        VALUES ('guest', 'k-2', 'h2', ${project}, '{}', now() + interval '30 seconds')`);
    // A bought card, and a card whose part the waiting gift reserved.
    const cardIntent = await intent('pi_card', 'gift-card-order-placeholder', 'succeeded');
    const order = await one<{ id: number }>(sql`INSERT INTO gift_card_orders
        (scope, key, request_hash, request, buyer_id, state, payment_intent_id, response_status, response_body)
        VALUES (${`user:${donor}`}, 'k-1', 'h3', '{"amount_cents": 2500}', ${donor}, 'succeeded', ${cardIntent.id}, 201, '{"status": "gift-card-created"}')
        RETURNING id`);
    const bought = await one<{ id: number }>(sql`INSERT INTO gift_cards (code, amount_loaded_cents, order_id, buyer_id)
        VALUES ('ABCDEFGHJKMNPQRS', 2500, ${order.id}, ${donor}) RETURNING id`);
    await database.db.execute(sql`INSERT INTO gift_card_redemptions (gift_card_id, idempotency_key_id, amount_cents)
        VALUES (${bought.id}, ${waiting.id}, 500)`);
    // Monthly gifts: a first month waiting for 3-D Secure, a declined one, a paid one, one being started.
    // One live monthly gift per donor and project: each to a project of its own.
    const monthly = async (key: string, values: ReturnType<typeof sql>) => {
      const { id: to } = await one<{ id: number }>(
        sql`INSERT INTO projects (owner_id, title, description, goal_amount_cents) VALUES (${owner}, ${key}, 'Monthly', 100000) RETURNING id`,
      );
      return one<{ id: number; project_id: number }>(sql`INSERT INTO subscriptions
          (project_id, donor_id, amount_cents, provider, payment_method_id, idempotency_key, request_hash,
           status, error_code, error_message, last_charged_at, pending_payment_intent, locked_until, claim_token)
          VALUES (${to}, ${donor}, 2500, 'sandbox', 'pm_card_visa', ${key}, ${`hash-${key}`}, ${values}) RETURNING id, project_id`);
    };
    const pending = await monthly('m-1', sql`'past_due', 'requires_action', NULL, NULL, 'pi_first', NULL, NULL`);
    const firstIntent = await intent('pi_first', `subscription-${pending.id}-1-0`, 'requires_action');
    const declined = await monthly('m-2', sql`'declined', 'card_declined', 'Your card was declined.', NULL, NULL, NULL, NULL`);
    const paid = await monthly('m-3', sql`'active', 'none', NULL, now(), NULL, NULL, NULL`);
    const starting = await monthly('m-4', sql`'starting', 'none', NULL, NULL, NULL, now() + interval '10 minutes', 'token'`);

    await migrate(database);

    type Moved = {
      id: number;
      purpose: string;
      scope: string;
      key: string;
      owner_id: number | null;
      state: string;
      processor_key: string;
      payment_intent_id: number | null;
      response_status: number | null;
      response_body: Record<string, unknown> | null;
      request: Record<string, unknown>;
    };
    const moved = await rows<Moved>(sql`SELECT * FROM payment_requests ORDER BY purpose, key`);
    const find = (purpose: string, key: string) => moved.find((r) => r.purpose === purpose && r.key === key)!;
    expect(moved).toHaveLength(7);
    expect(find('gift', 'k-1')).toMatchObject({
      scope: `user:${donor}`,
      owner_id: donor,
      state: 'requires_action',
      processor_key: `gift-request-${waiting.id}`,
      payment_intent_id: giftIntent.id,
      response_status: 200,
      response_body: { status: 'requires_action' },
      request: { amount_cents: 2500, project_id: project },
    });
    expect(find('gift', 'k-2')).toMatchObject({ scope: 'guest', owner_id: null, state: 'started' });
    expect(find('gift_card', 'k-1')).toMatchObject({
      owner_id: donor,
      state: 'succeeded',
      processor_key: `gift-card-order-${order.id}`,
      payment_intent_id: cardIntent.id,
      response_status: 201,
    });
    expect(await one(sql`SELECT payment_request_id FROM gift_card_redemptions`)).toEqual({ payment_request_id: find('gift', 'k-1').id });
    expect(await one(sql`SELECT payment_request_id FROM gift_cards WHERE id = ${bought.id}`)).toEqual({
      payment_request_id: find('gift_card', 'k-1').id,
    });

    expect(find('subscription', 'm-1')).toMatchObject({
      scope: `user:${donor}`,
      state: 'requires_action',
      processor_key: `subscription-${pending.id}-1-0`,
      payment_intent_id: firstIntent.id,
      response_body: null,
      request: { project_id: pending.project_id, amount_cents: 2500, payment_method_id: 'pm_card_visa' },
    });
    expect(find('subscription', 'm-2')).toMatchObject({
      state: 'declined',
      response_status: 402,
      response_body: { message: 'Your card was declined.', error: 'card_declined', error_code: 'card_declined' },
    });
    expect(find('subscription', 'm-3')).toMatchObject({ state: 'succeeded' });
    expect(find('subscription', 'm-4')).toMatchObject({ state: 'started' });
    const subscriptions = await rows<{ id: number; payment_request_id: number; locked_until: Date | null }>(
      sql`SELECT id, payment_request_id, locked_until FROM subscriptions ORDER BY id`,
    );
    const started = { [pending.id]: 'm-1', [declined.id]: 'm-2', [paid.id]: 'm-3', [starting.id]: 'm-4' };
    for (const s of subscriptions) expect(s.payment_request_id).toBe(find('subscription', started[s.id]!).id);
    expect(subscriptions.find((s) => s.id === starting.id)!.locked_until).toBeNull();

    const gone = await one<{ keys: string | null; orders: string | null }>(
      sql`SELECT to_regclass('idempotency_keys')::text AS keys, to_regclass('gift_card_orders')::text AS orders`,
    );
    expect(gone).toEqual({ keys: null, orders: null });
  });
});

async function admin(fn: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}
