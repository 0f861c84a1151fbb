import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { paymentGateway } from '../payments/payments.service.js';
import { parseGiftRequest, requestHash } from './gift-input.js';
import * as requests from '../payments/payment-requests.repository.js';
import { assertLedgerBalanced, give, insertProject, moneyCounts, projectTotals, validGift } from '../../test-support/gifts.js';

describe('Idempotency-Key on POST /api/projects/{id}/gifts', () => {
  let test: TestApp;
  let donor: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    donor = await signUp(test.app);
    projectId = await insertProject(test, (await signUp(test.app)).user.id);
  });
  afterEach(() => assertLedgerBalanced(test));
  afterAll(() => test.close());

  it('the same key and body answer the original gift again, charging once', async () => {
    const before = await moneyCounts(test);
    const first = await give(test, projectId, validGift({ tip_cents: 200 }), { token: donor.token, key: 'retry-me' });
    const again = await give(test, projectId, validGift({ tip_cents: 200 }), { token: donor.token, key: 'retry-me' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers['idempotent-replayed']).toBe('true');
    const after = await moneyCounts(test);
    expect({ gifts: after.gifts - before.gifts, intents: after.intents - before.intents }).toEqual({ gifts: 1, intents: 1 });
  });

  it('the same key with a different body is a conflict (409), and charges nothing', async () => {
    await give(test, projectId, validGift(), { token: donor.token, key: 'changed-body' });
    const before = await moneyCounts(test);
    const changed = await give(test, projectId, validGift({ amount_cents: 9_999 }), { token: donor.token, key: 'changed-body' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors.idempotency_key).toEqual(['This Idempotency-Key was already used with a different request']);
    const otherProject = await insertProject(test, donor.user.id);
    expect((await give(test, otherProject, validGift(), { token: donor.token, key: 'changed-body' })).statusCode).toBe(409);
    expect(await moneyCounts(test)).toEqual(before);
  });

  it('keys belong to their donor: another donor may use the same key', async () => {
    const other = await signUp(test.app);
    await give(test, projectId, validGift(), { token: donor.token, key: 'shared-key' });
    const theirs = await give(test, projectId, validGift(), { token: other.token, key: 'shared-key' });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a declined payment answers the same 402 to a retry with the same key; a new key may try another card', async () => {
    const declined = await give(test, projectId, validGift({ payment_method_id: 'pm_card_chargeDeclined' }), {
      token: donor.token,
      key: 'declined-once',
    });
    expect(declined.statusCode).toBe(402);
    const before = await moneyCounts(test);
    const again = await give(test, projectId, validGift({ payment_method_id: 'pm_card_chargeDeclined' }), {
      token: donor.token,
      key: 'declined-once',
    });
    expect(again.statusCode).toBe(402);
    expect(again.json()).toEqual({ message: 'Your card was declined.', error: 'card_declined' });
    expect(await moneyCounts(test)).toEqual(before);
    expect((await give(test, projectId, validGift(), { token: donor.token, key: 'declined-then-visa' })).statusCode).toBe(201);
  });

  it('a request that died after charging is finished by its retry, on the same charge', async () => {
    // The first attempt claimed its key and was charged, then its process died: the lease has run out.
    const request = parseGiftRequest(validGift({ amount_cents: 7_000 }), 'crashed-request', false, test.ctx.clock.now());
    const row = await requests.insertRequest(test.ctx.db, {
      purpose: 'gift',
      scope: `user:${donor.user.id}`,
      key: 'crashed-request',
      request_hash: requestHash(projectId, request),
      request: { ...request, project_id: projectId },
      owner_id: donor.user.id,
    });
    await test.ctx.db.execute(sql`UPDATE payment_requests SET locked_until = now() - interval '1 second' WHERE id = ${row!.id}`);
    const charged = await paymentGateway(test.ctx).createAndConfirmPaymentIntent({
      amountCents: 7_000,
      customer: null,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: `payment-request-${row!.id}`,
      metadata: {},
    });
    expect(charged.status).toBe('succeeded');
    const raised = (await projectTotals(test, projectId)).amount_raised_cents;
    const before = await moneyCounts(test);

    const retry = await give(test, projectId, validGift({ amount_cents: 7_000 }), { token: donor.token, key: 'crashed-request' });
    expect(retry.statusCode, retry.body).toBe(201);
    const after = await moneyCounts(test);
    expect({ gifts: after.gifts - before.gifts, intents: after.intents - before.intents }).toEqual({ gifts: 1, intents: 0 });
    expect((await projectTotals(test, projectId)).amount_raised_cents).toBe(raised + 7_000);
  });

  it('a duplicate waits while the first request holds the key, and answers 409 only if it never finishes', async () => {
    const request = parseGiftRequest(validGift(), 'stuck-request', false, test.ctx.clock.now());
    await requests.insertRequest(test.ctx.db, {
      purpose: 'gift',
      scope: `user:${donor.user.id}`,
      key: 'stuck-request',
      request_hash: requestHash(projectId, request),
      request: { ...request, project_id: projectId },
      owner_id: donor.user.id,
    });
    // The holder's lease (30 s) outlasts the duplicate's 20 s wait.
    const response = await give(test, projectId, validGift(), { token: donor.token, key: 'stuck-request' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'idempotency_key_in_use' });
  }, 40_000);
});
