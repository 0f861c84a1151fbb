import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { paymentIntents, paymentRequests } from '../../db/schema/index.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { on } from '../../events/event-bus.js';
import { createFixedClock } from '../../lib/clock.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { SANDBOX_WEBHOOK_SECRET_DEFAULT } from '../../config.js';
import {
  assertLedgerBalanced,
  authenticate,
  confirm,
  give,
  insertProject,
  moneyCounts,
  projectTotals,
  validGift,
} from '../../test-support/gifts.js';
import { findIntent } from './payments.repository.js';
import { paymentGateway } from './payments.service.js';
import { sandboxEvent } from './sandbox-events.js';
import { signWebhookPayload } from './webhook-signature.js';

/**
 * Signed webhooks (the sandbox's, verified exactly as Stripe's): a bad signature changes nothing, an event
 * is handled once whatever the deliveries, and a 3-D Secure gift is finished by its event alone.
 * Run on both databases: the parallel deliveries only race for real on the PostgreSQL server.
 */
describe('POST /api/payments/webhooks/sandbox', () => {
  const clock = createFixedClock(new Date('2026-03-02T10:00:00Z'));
  let test: TestApp;
  let donor: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    donor = await signUp(test.app);
    projectId = await insertProject(test, (await signUp(test.app)).user.id);
  });
  afterEach(() => assertLedgerBalanced(test));
  afterAll(() => test.close());

  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const deliver = (payload: string, signature?: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload,
    });
  const signed = (payload: string, at = nowSeconds(), secret = SANDBOX_WEBHOOK_SECRET_DEFAULT) => signWebhookPayload(secret, payload, at);
  const eventCount = async () => (await queryRows<{ n: number }>(test.ctx.db, sql`SELECT count(*)::int AS n FROM webhook_events`))[0]!.n;
  const keyOf = async (intentId: string) => {
    const intent = (await findIntent(test.ctx.db, 'sandbox', intentId))!;
    return (await test.ctx.db.select().from(paymentRequests).where(eq(paymentRequests.payment_intent_id, intent.id)))[0]!;
  };

  /** A 3-D Secure gift whose intent the processor then marks succeeded, without telling us yet. */
  async function succeededSilently(amount: number) {
    const started = await give(test, projectId, validGift({ amount_cents: amount, payment_method_id: 'pm_card_threeDSecure2Required' }), {
      token: donor.token,
    });
    const { id } = started.json().payment_intent;
    const [row] = await test.ctx.db
      .update(paymentIntents)
      .set({ status: 'succeeded', authentication: 'approved', fee_cents: 99 })
      .where(eq(paymentIntents.provider_id, id))
      .returning();
    return { intentId: id as string, event: sandboxEvent(row!, clock.now())! };
  }

  it('the dialog’s approval alone finishes the gift: the sandbox delivers payment_intent.succeeded to itself', async () => {
    const started = await give(test, projectId, validGift({ amount_cents: 3_300, payment_method_id: 'pm_card_threeDSecure2Required' }), {
      token: donor.token,
    });
    const intent = started.json().payment_intent;
    const before = await moneyCounts(test);
    expect((await authenticate(test, intent, 'approve')).statusCode).toBe(200);
    expect((await moneyCounts(test)).gifts - before.gifts).toBe(1);
    expect((await keyOf(intent.id)).state).toBe('succeeded');
    const done = await confirm(test, projectId, intent.id, donor.token);
    expect(done.statusCode).toBe(201);
    expect(done.json().gift.amount_cents).toBe(3_300);
    const [stored] = await queryRows<{ type: string; state: string; outcome: string }>(
      test.ctx.db,
      sql`SELECT type, state, outcome FROM webhook_events WHERE object_id = ${intent.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(stored).toEqual({ type: 'payment_intent.succeeded', state: 'processed', outcome: 'gift succeeded' });
  });

  it('a failed authentication records the decline through payment_intent.payment_failed; confirm answers it', async () => {
    const started = await give(test, projectId, validGift({ payment_method_id: 'pm_card_authenticationRequired' }), { token: donor.token });
    const intent = started.json().payment_intent;
    const before = await moneyCounts(test);
    await authenticate(test, intent, 'fail');
    expect((await keyOf(intent.id)).state).toBe('declined');
    const failed = await confirm(test, projectId, intent.id, donor.token);
    expect(failed.statusCode).toBe(402);
    expect(failed.json().error).toBe('authentication_failure');
    expect(await moneyCounts(test)).toEqual(before);
  });

  it('five parallel deliveries of one event make exactly one gift', async () => {
    const { intentId, event } = await succeededSilently(2_100);
    const raisedBefore = (await projectTotals(test, projectId)).amount_raised_cents;
    const before = await moneyCounts(test);
    const signature = signed(event.payload);
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(event.payload, signature)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.filter((r) => r.json().duplicate === true)).toHaveLength(4);
    const after = await moneyCounts(test);
    expect({ gifts: after.gifts - before.gifts, intents: after.intents - before.intents }).toEqual({ gifts: 1, intents: 0 });
    expect((await projectTotals(test, projectId)).amount_raised_cents - raisedBefore).toBe(2_100);
    expect((await keyOf(intentId)).state).toBe('succeeded');
  });

  it('an unsigned, tampered, wrongly signed or stale event answers 400 and changes nothing', async () => {
    const { intentId, event } = await succeededSilently(1_700);
    const before = { money: await moneyCounts(test), events: await eventCount() };
    const tampered = event.payload.replace('"amount":1700', '"amount":170000');
    expect(tampered).not.toBe(event.payload);
    const attempts = [
      deliver(event.payload),
      deliver(tampered, signed(event.payload)),
      deliver(event.payload, signed(event.payload, nowSeconds(), 'whsec_not_ours')),
      deliver(event.payload, signed(event.payload, nowSeconds() - 301)),
      deliver(event.payload, 'v1=deadbeef'),
      deliver('', signed('')),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/signature|required/i);
    }
    expect({ money: await moneyCounts(test), events: await eventCount() }).toEqual(before);
    expect((await keyOf(intentId)).state).toBe('requires_action');
    // Within the tolerance, by our clock: accepted.
    expect((await deliver(event.payload, signed(event.payload, nowSeconds() - 299))).statusCode).toBe(200);
    expect((await keyOf(intentId)).state).toBe('succeeded');
  });

  it('a replayed event id changes nothing; a late failure event cannot undo a succeeded payment', async () => {
    const { intentId, event } = await succeededSilently(1_200);
    expect((await deliver(event.payload, signed(event.payload))).statusCode).toBe(200);
    const before = { money: await moneyCounts(test), events: await eventCount() };
    clock.advance(60_000);
    const replay = await deliver(event.payload, signed(event.payload));
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const row = (await findIntent(test.ctx.db, 'sandbox', intentId))!;
    const late = sandboxEvent({ ...row, status: 'requires_payment_method', last_error_code: 'card_declined' }, clock.now())!;
    expect(late.type).toBe('payment_intent.payment_failed');
    expect((await deliver(late.payload, signed(late.payload))).statusCode).toBe(200);
    expect(await moneyCounts(test)).toEqual(before.money);
    expect(await eventCount()).toBe(before.events + 1);
    expect((await keyOf(intentId)).state).toBe('succeeded');
  });

  it('an event for an intent still waiting for authentication records nothing (the state is fetched, not trusted)', async () => {
    const started = await give(test, projectId, validGift({ payment_method_id: 'pm_card_threeDSecure2Required' }), { token: donor.token });
    const row = (await findIntent(test.ctx.db, 'sandbox', started.json().payment_intent.id))!;
    const forged = sandboxEvent({ ...row, status: 'succeeded' }, clock.now())!;
    const before = await moneyCounts(test);
    expect((await deliver(forged.payload, signed(forged.payload))).statusCode).toBe(200);
    expect(await moneyCounts(test)).toEqual(before);
    expect((await keyOf(row.provider_id)).state).toBe('requires_action');
  });

  it('announces payment.succeeded once per payment, for the module of its purpose to listen to (listeners.ts)', async () => {
    const seen: DomainEvents['payment.succeeded'][] = [];
    test.ctx.events.register([
      on('payment.succeeded', 'webhook-test.seen', async (_ctx, event) => {
        if (event.purpose === 'webhook_test') seen.push(event);
      }),
    ]);
    const gateway = paymentGateway(test.ctx);
    const started = await gateway.createAndConfirmPaymentIntent({
      amountCents: 900,
      customer: null,
      paymentMethodId: 'pm_card_threeDSecure2Required',
      idempotencyKey: 'webhook-test-purpose',
      metadata: { purpose: 'webhook_test' },
    });
    expect(seen).toHaveLength(0);
    await authenticate(test, { id: started.intent.id, client_secret: started.intent.clientSecret }, 'approve');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({ provider: 'sandbox', purpose: 'webhook_test', intent_record_id: started.intent.recordId, fee_cents: 56 });
    const immediate = await gateway.createAndConfirmPaymentIntent({
      amountCents: 500,
      customer: null,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: 'webhook-test-2',
      metadata: { purpose: 'webhook_test' },
    });
    expect(seen.map((e) => e.intent_record_id)).toEqual([started.intent.recordId, immediate.intent.recordId]);
  });
});
