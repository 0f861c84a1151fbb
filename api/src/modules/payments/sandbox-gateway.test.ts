import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import type { PaymentGateway } from './payment-gateway.js';
import { ensureCustomer, paymentGateway } from './payments.service.js';
import { authenticateSandboxIntent } from './sandbox-gateway.js';

describe('the sandbox payment gateway (Stripe test-mode behaviour, state in the database)', () => {
  let test: TestApp;
  let gateway: PaymentGateway;
  let n = 0;
  beforeAll(async () => {
    test = await createTestApp();
    gateway = paymentGateway(test.ctx);
  });
  afterAll(() => test.close());

  const charge = (paymentMethodId: string, extra: { amountCents?: number; idempotencyKey?: string; offSession?: boolean } = {}) =>
    gateway.createAndConfirmPaymentIntent({
      amountCents: extra.amountCents ?? 1_000,
      customer: null,
      paymentMethodId,
      idempotencyKey: extra.idempotencyKey ?? `test-${n++}`,
      offSession: extra.offSession ?? false,
      metadata: {},
    });

  it('test cards succeed and report the card fee (2.9 % + 30c)', async () => {
    for (const card of ['pm_card_visa', 'pm_card_mastercard']) {
      const result = await charge(card, { amountCents: 10_000 });
      expect(result).toMatchObject({
        status: 'succeeded',
        feeCents: 320,
        intent: { id: expect.stringMatching(/^pi_sbx_/), amountCents: 10_000 },
      });
      expect(await gateway.retrieve(result.intent.id)).toEqual(result);
    }
  });

  it('declining cards decline with Stripe codes and messages', async () => {
    expect(await charge('pm_card_chargeDeclined')).toMatchObject({
      status: 'declined',
      decline: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
    });
    expect(await charge('pm_card_chargeDeclinedInsufficientFunds')).toMatchObject({
      status: 'declined',
      decline: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    await expect(charge('pm_card_bogus')).rejects.toMatchObject({
      statusCode: 422,
      details: { errors: { payment_method_id: expect.any(Array) } },
    });
  });

  it('the same idempotency key never makes a second intent, and refuses other parameters', async () => {
    const first = await charge('pm_card_visa', { idempotencyKey: 'same-key' });
    const again = await charge('pm_card_visa', { idempotencyKey: 'same-key' });
    expect(again.intent.id).toBe(first.intent.id);
    await expect(charge('pm_card_visa', { idempotencyKey: 'same-key', amountCents: 2_000 })).rejects.toMatchObject({ statusCode: 409 });
    const parallel = await Promise.all(Array.from({ length: 10 }, () => charge('pm_card_visa', { idempotencyKey: 'parallel-key' })));
    expect(new Set(parallel.map((r) => r.intent.id)).size).toBe(1);
  });

  it('3-D Secure cards need the dialog, then confirm succeeds or fails with authentication_failure', async () => {
    const started = await charge('pm_card_threeDSecure2Required');
    expect(started).toMatchObject({ status: 'requires_action', nextAction: { type: 'sandbox_authenticate' } });
    expect((await gateway.confirmPaymentIntent(started.intent.id)).status).toBe('requires_action');
    await authenticateSandboxIntent(test.ctx.db, started.intent.id, started.intent.clientSecret, 'approve');
    expect(await gateway.confirmPaymentIntent(started.intent.id)).toMatchObject({ status: 'succeeded', feeCents: 59 });
    expect((await gateway.confirmPaymentIntent(started.intent.id)).status).toBe('succeeded');

    const failing = await charge('pm_card_authenticationRequired');
    await authenticateSandboxIntent(test.ctx.db, failing.intent.id, failing.intent.clientSecret, 'fail');
    expect(await gateway.confirmPaymentIntent(failing.intent.id)).toMatchObject({
      status: 'declined',
      decline: { code: 'authentication_failure' },
    });
  });

  it('off-session, a card that needs authentication is declined (authentication_required)', async () => {
    expect(await charge('pm_card_authenticationRequired', { offSession: true })).toMatchObject({
      status: 'declined',
      decline: { code: 'authentication_required' },
    });
  });

  it('one customer per account, even when asked for at once', async () => {
    const user = await signUp(test.app);
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => ensureCustomer(test.ctx, { id: user.user.id, email: user.email, name: 'Erin' })),
    );
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^cus_sbx_/);
  });
});
