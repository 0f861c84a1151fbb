import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_WEBHOOK_SECRET_DEFAULT } from '../../config.js';
import { logSerializers } from '../../plugins/log-redaction.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { authenticate, confirm, give, insertProject, validGift } from '../../test-support/gifts.js';
import { findIntent } from './payments.repository.js';
import { sandboxEvent } from './sandbox-events.js';
import { signWebhookPayload } from './webhook-signature.js';
import { capturedLog } from '../../test-support/captured-log.js';

const CARD = '4242424242424242';

/** A UUID (request ids, idempotency keys): its groups can be all digits, which the scan would read as one run. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Digit runs of 15 to 19 that pass the Luhn check (13-digit runs are the log's millisecond timestamps;
 * the fractional digits of a float such as responseTime are not standalone runs). UUIDs are taken out first: a
 * request id such as …-4709-9185-7057385f… once read as the Luhn-valid 470991857057385 (about 1 run in 200).
 */
function cardNumbersIn(logText: string): string[] {
  const text = logText.replace(UUID, 'uuid');
  const luhn = (digits: string) =>
    [...digits].reverse().reduce((sum, d, i) => sum + (i % 2 ? ((Number(d) * 2) % 10) + Math.floor((Number(d) * 2) / 10) : Number(d)), 0) %
      10 ===
    0;
  return (text.match(/(?<![\d.])\d(?:[ -]?\d){14,18}(?![\d.])/g) ?? []).map((m) => m.replace(/\D/g, '')).filter(luhn);
}

describe('card data, client secrets and signatures never reach the log', () => {
  let test: TestApp;
  const log = capturedLog();
  beforeAll(async () => {
    test = await createTestApp({ env: { LOG_LEVEL: 'trace', RATE_LIMIT_SCALE: '1000' }, logStream: log.stream });
  });
  afterAll(() => test.close());

  it('drives a 3-D Secure gift and signed webhooks at trace level without leaking them', async () => {
    const donor = await signUp(test.app);
    const projectId = await insertProject(test, (await signUp(test.app)).user.id);
    const started = await give(
      test,
      projectId,
      validGift({ payment_method_id: 'pm_card_threeDSecure2Required', encouragement: `card ${CARD} cvc 123` }),
      { token: donor.token },
    );
    const intent = started.json().payment_intent as { id: string; client_secret: string };
    expect(intent.client_secret).toMatch(/_secret_/);
    await authenticate(test, intent, 'approve');
    expect((await confirm(test, projectId, intent.id, donor.token)).statusCode).toBe(201);
    // A client that puts card data or the secret in a URL, by mistake.
    await test.app.inject({ method: 'GET', url: `/api/config?card_number=${CARD}&client_secret=${intent.client_secret}` });
    await test.app.inject({ method: 'GET', url: `/api/no-such-route/4242-4242-4242-4242` });

    const row = (await findIntent(test.ctx.db, 'sandbox', intent.id))!;
    const event = sandboxEvent(row, test.ctx.clock.now())!;
    const signature = signWebhookPayload(SANDBOX_WEBHOOK_SECRET_DEFAULT, event.payload, Math.floor(Date.now() / 1000));
    const headers = { 'content-type': 'application/json', 'stripe-signature': signature };
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers, payload: event.payload })).statusCode,
    ).toBe(200);
    const forged = signature.replace(/v1=(.)/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`);
    expect(
      (
        await test.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/sandbox',
          headers: { ...headers, 'stripe-signature': forged },
          payload: event.payload,
        })
      ).statusCode,
    ).toBe(400);

    expect(log.text()).toContain('/api/payments/webhooks/sandbox'); // the log is really being written
    expect(log.text()).toContain('incoming request');
    expect(log.text()).not.toContain(intent.client_secret);
    expect(log.text()).not.toContain('_secret_');
    expect(log.text()).not.toContain(signature.split('v1=')[1]);
    expect(log.text()).not.toContain(SANDBOX_WEBHOOK_SECRET_DEFAULT);
    expect(log.text()).not.toContain('cvc 123');
    expect(cardNumbersIn(log.text())).toEqual([]);
    // The scan finds a card number however it is grouped, and is not fooled by a UUID made of digit groups.
    expect(cardNumbersIn(`card 4242-4242-4242-4242 and ${CARD}`)).toEqual([CARD, CARD]);
    expect(cardNumbersIn('"reqId":"0c1f2e3d-aa1f-4709-9185-7057385fe0c1"')).toEqual([]);
  });

  it('a processor error is logged without its raw response (client secret, headers)', () => {
    const err = new Stripe.errors.StripeCardError({
      type: 'card_error',
      message: 'Your card was declined.',
      code: 'card_declined',
      payment_intent: { id: 'pi_123', client_secret: 'pi_123_secret_abc' } as unknown as Stripe.PaymentIntent,
      headers: { 'request-id': 'req_1', authorization: 'Bearer sk_live_x' },
    } as never);
    const logged = JSON.stringify(logSerializers.err(err));
    expect(logged).toContain('Your card was declined.');
    expect(logged).not.toContain('pi_123_secret_abc');
    expect(logged).not.toContain('sk_live_x');
    expect(JSON.stringify(logSerializers.err(new Error(`charge of card ${CARD} failed`)))).not.toContain(CARD);
  });
});
