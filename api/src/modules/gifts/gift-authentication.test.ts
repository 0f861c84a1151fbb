import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { AUTHENTICATION_FAILURE } from '../payments/sandbox-gateway.js';
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

describe('gifts that need 3-D Secure: requires_action, the sandbox dialog, POST .../gifts/confirm', () => {
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

  const start = async (payment_method_id = 'pm_card_threeDSecure2Required', key?: string) => {
    const response = await give(test, projectId, validGift({ amount_cents: 3_000, payment_method_id }), {
      token: donor.token,
      ...(key ? { key } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().payment_intent as { id: string; client_secret: string; next_action: { type: string; authenticate_url: string } };
  };

  it('answers requires_action with the intent to confirm, and records no gift yet', async () => {
    const before = await moneyCounts(test);
    const raisedBefore = (await projectTotals(test, projectId)).amount_raised_cents;
    const response = await give(test, projectId, validGift({ payment_method_id: 'pm_card_authenticationRequired' }), {
      token: donor.token,
    });
    expect(response.json()).toEqual({
      status: 'requires_action',
      payment_intent: {
        id: expect.stringMatching(/^pi_sbx_/),
        client_secret: expect.stringMatching(/_secret_/),
        next_action: {
          type: 'sandbox_authenticate',
          authenticate_url: expect.stringMatching(/^\/api\/payments\/sandbox\/pi_sbx_.+\/authenticate$/),
        },
      },
    });
    const after = await moneyCounts(test);
    expect({ gifts: after.gifts - before.gifts, intents: after.intents - before.intents }).toEqual({ gifts: 0, intents: 1 });
    expect((await projectTotals(test, projectId)).amount_raised_cents).toBe(raisedBefore);
  });

  it('approved in the dialog, the confirm call answers the gift made on the same intent', async () => {
    const intent = await start();
    const early = await confirm(test, projectId, intent.id, donor.token);
    expect(early.statusCode).toBe(200);
    expect(early.json().payment_intent.id).toBe(intent.id);
    const before = await moneyCounts(test);
    // As with Stripe.js, the dialog settles the intent; the sandbox's payment_intent.succeeded webhook may
    // finish the gift before the browser's confirm call, which then answers that same gift.
    const approved = await authenticate(test, intent, 'approve');
    expect(approved.json()).toEqual({ id: intent.id, status: 'succeeded', authentication: 'approved' });
    const done = await confirm(test, projectId, intent.id, donor.token);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ status: 'gift-created', gift: { amount_cents: 3_000, project_id: projectId } });
    const after = await moneyCounts(test);
    expect({ gifts: after.gifts - before.gifts, intents: after.intents - before.intents }).toEqual({ gifts: 1, intents: 0 });
    expect((await authenticate(test, intent, 'fail')).statusCode).toBe(409);
  });

  it('failed in the dialog: 402 authentication_failure, no gift, and the same answer again', async () => {
    const intent = await start('pm_card_authenticationRequired');
    await authenticate(test, intent, 'fail');
    const before = await moneyCounts(test);
    const failed = await confirm(test, projectId, intent.id, donor.token);
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toEqual({ message: AUTHENTICATION_FAILURE.message, error: 'authentication_failure' });
    expect((await confirm(test, projectId, intent.id, donor.token)).json()).toEqual(failed.json());
    expect(await moneyCounts(test)).toEqual(before);
  });

  it('the original request replayed answers requires_action, then the gift once confirmed', async () => {
    const intent = await start('pm_card_threeDSecure2Required', 'three-ds-replay');
    const replay = await give(test, projectId, validGift({ amount_cents: 3_000, payment_method_id: 'pm_card_threeDSecure2Required' }), {
      token: donor.token,
      key: 'three-ds-replay',
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().payment_intent.id).toBe(intent.id);
    await authenticate(test, intent, 'approve');
    const { gift } = (await confirm(test, projectId, intent.id, donor.token)).json();
    const after = await give(test, projectId, validGift({ amount_cents: 3_000, payment_method_id: 'pm_card_threeDSecure2Required' }), {
      token: donor.token,
      key: 'three-ds-replay',
    });
    expect(after.statusCode).toBe(201);
    expect(after.json().gift.id).toBe(gift.id);
  });

  it('only the donor confirms, on the project of the gift; the dialog needs the client secret', async () => {
    const intent = await start();
    const stranger = await signUp(test.app);
    expect((await confirm(test, projectId, intent.id)).statusCode).toBe(401);
    expect((await confirm(test, projectId, intent.id, stranger.token)).statusCode).toBe(404);
    expect((await confirm(test, projectId + 1000, intent.id, donor.token)).statusCode).toBe(404);
    expect((await confirm(test, projectId, 'pi_sbx_unknown', donor.token)).statusCode).toBe(404);
    expect((await authenticate(test, { id: intent.id, client_secret: 'wrong' }, 'approve')).statusCode).toBe(404);
    expect((await authenticate(test, { id: 'pi_sbx_unknown', client_secret: intent.client_secret }, 'approve')).statusCode).toBe(404);
    expect((await confirm(test, projectId, intent.id, donor.token)).statusCode).toBe(200);
  });
});
