import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { authenticate, confirm, give, insertProject, moneyCounts, projectTotals, userTotals } from '../../test-support/gifts.js';
import { journalEntries } from '../gifts/ledger.service.js';
import { assertCardBooks, balance, boughtCard, cardRow } from '../../test-support/gift-cards.js';
import { releaseStaleReservations } from './gift-card-redemption.service.js';

describe('POST /api/projects/{id}/gifts with gift_card_code: the card pays first', () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let donor: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    owner = await signUp(test.app);
    donor = await signUp(test.app);
    projectId = await insertProject(test, owner.user.id, { goal_amount_cents: 1_000_000 });
  });
  afterEach(() => assertCardBooks(test));
  afterAll(() => test.close());

  const balanceOf = async (code: string) => (await balance(test, code)).json().amount_cents as number;

  it('a card that covers the gift and tip charges nothing: no card fee, the journal takes it from the card', async () => {
    const card = await boughtCard(test, donor.token, 5_000);
    const intents = (await moneyCounts(test)).intents;
    const response = await give(
      test,
      projectId,
      { amount_cents: 3_000, tip_cents: 500, gift_card_code: card.code.toLowerCase() },
      { token: donor.token },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { gift, gift_card } = response.json();
    expect(gift_card).toEqual({ code: card.code, amount_used_cents: 3_500, balance_cents: 1_500 });
    expect(gift).toMatchObject({
      amount_cents: 3_000,
      tip_cents: 500,
      stripe_fee_cents: 0,
      platform_fee_cents: 90,
      recipient_net_cents: 2_910,
    });
    expect((await moneyCounts(test)).intents).toBe(intents);
    expect(await journalEntries(test.ctx.db, `gift:${gift.id}`)).toEqual([
      { account: `gift_card:${card.id}`, amount_cents: -3_500 },
      { account: `project:${projectId}`, amount_cents: 3_000 },
      { account: `project_fees:${projectId}`, amount_cents: -90 },
      { account: 'platform:tips', amount_cents: 500 },
      { account: 'platform:fees', amount_cents: 90 },
    ]);
    expect(await balanceOf(card.code)).toBe(1_500);
    expect((await cardRow(test, card.id)).redeem_at).not.toBeNull();
  });

  it('the rest is charged to the payment method; a card spent to 0 becomes redeemed', async () => {
    const card = await boughtCard(test, donor.token, 1_500);
    const raised = (await projectTotals(test, projectId)).amount_raised_cents;
    const given = (await userTotals(test, donor.user.id)).amount_given_cents;
    const response = await give(
      test,
      projectId,
      { amount_cents: 4_000, gift_card_code: card.code, payment_method_id: 'pm_card_visa' },
      { token: donor.token },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { gift, gift_card } = response.json();
    expect(gift_card).toEqual({ code: card.code, amount_used_cents: 1_500, balance_cents: 0 });
    // The card fee is the processor's on the $25 charged: 2.9 % = 72.5 → 73, + 30.
    expect(gift).toMatchObject({ amount_cents: 4_000, stripe_fee_cents: 103, platform_fee_cents: 120 });
    const [intent] = await queryRows<{ amount_cents: number }>(
      test.ctx.db,
      sql`SELECT p.amount_cents FROM payment_intents p JOIN gifts g ON g.payment_intent_id = p.id WHERE g.id = ${gift.id}`,
    );
    expect(Number(intent!.amount_cents)).toBe(2_500);
    expect(await journalEntries(test.ctx.db, `gift:${gift.id}`)).toEqual([
      { account: `donor_card:${gift.id}`, amount_cents: -2_500 },
      { account: `gift_card:${card.id}`, amount_cents: -1_500 },
      { account: `project:${projectId}`, amount_cents: 4_000 },
      { account: `project_fees:${projectId}`, amount_cents: -223 },
      { account: 'platform:fees', amount_cents: 120 },
      { account: 'processor:fees', amount_cents: 103 },
    ]);
    expect((await balance(test, card.code)).json()).toMatchObject({ amount_cents: 0, amount_used_cents: 1_500, status: 'redeemed' });
    expect((await projectTotals(test, projectId)).amount_raised_cents - raised).toBe(4_000);
    expect((await userTotals(test, donor.user.id)).amount_given_cents - given).toBe(4_000);
    const empty = await give(
      test,
      projectId,
      { amount_cents: 1_000, gift_card_code: card.code, payment_method_id: 'pm_card_visa' },
      { token: donor.token },
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ gift_card_code: ['This gift card has no balance left.'] });
  });

  it('a declined charge for the rest leaves no gift, no total change and the card balance as it was', async () => {
    const card = await boughtCard(test, donor.token, 2_000);
    const before = await moneyCounts(test);
    const totals = await projectTotals(test, projectId);
    const response = await give(
      test,
      projectId,
      { amount_cents: 5_000, gift_card_code: card.code, payment_method_id: 'pm_card_chargeDeclined' },
      { token: donor.token, key: 'card-then-decline' },
    );
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: 'Your card was declined.', error: 'card_declined' });
    const after = await moneyCounts(test);
    expect({ ...after, intents: before.intents }).toEqual(before);
    expect(await projectTotals(test, projectId)).toEqual(totals);
    expect(await cardRow(test, card.id)).toMatchObject({ amount_used_cents: 0, status: 'created', redeem_at: null });
    expect(await balanceOf(card.code)).toBe(2_000);
    // The replay answers the same decline and takes nothing from the card.
    expect(
      (
        await give(
          test,
          projectId,
          { amount_cents: 5_000, gift_card_code: card.code, payment_method_id: 'pm_card_chargeDeclined' },
          { token: donor.token, key: 'card-then-decline' },
        )
      ).statusCode,
    ).toBe(402);
    expect(await balanceOf(card.code)).toBe(2_000);
  });

  it('a rest without a payment method, or a code that cannot pay, answers 422 and charges nothing', async () => {
    const card = await boughtCard(test, donor.token, 1_000);
    const before = await moneyCounts(test);
    const noMethod = await give(
      test,
      projectId,
      { amount_cents: 2_500, gift_card_code: card.code },
      { token: donor.token, key: 'no-method' },
    );
    expect(noMethod.statusCode).toBe(422);
    expect(noMethod.json().errors).toEqual({
      payment_method_id: ['This gift card pays $10.00; please choose a payment method for the other $15.00.'],
    });
    // The refused request freed its key: the corrected retry with the same key goes through.
    const retried = await give(
      test,
      projectId,
      { amount_cents: 1_000, gift_card_code: card.code },
      { token: donor.token, key: 'no-method' },
    );
    expect(retried.statusCode, retried.body).toBe(201);
    const unknown = await give(
      test,
      projectId,
      { amount_cents: 1_000, gift_card_code: 'ABCD-EFGH-JKMN-PQRS', payment_method_id: 'pm_card_visa' },
      { token: donor.token },
    );
    expect(unknown.json()).toMatchObject({ errors: { gift_card_code: ['No gift card with this code.'] } });
    const malformed = await give(
      test,
      projectId,
      { amount_cents: 1_000, gift_card_code: 'ABCD-EFGH-JKMN-PQR0', payment_method_id: 'pm_card_visa' },
      { token: donor.token },
    );
    expect(malformed.statusCode).toBe(422);
    expect((await moneyCounts(test)).gifts - before.gifts).toBe(1);
    expect((await moneyCounts(test)).intents).toBe(before.intents);
  });

  it('a 3-D Secure rest keeps the card part reserved until confirmed; a failed authentication gives it back', async () => {
    const card = await boughtCard(test, donor.token, 3_000);
    const body = { amount_cents: 5_000, gift_card_code: card.code, payment_method_id: 'pm_card_threeDSecure2Required' };
    const started = await give(test, projectId, body, { token: donor.token });
    expect(started.statusCode).toBe(200);
    expect(await balanceOf(card.code)).toBe(0);
    const intent = started.json().payment_intent;
    await authenticate(test, intent, 'approve');
    const done = await confirm(test, projectId, intent.id, donor.token);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().gift_card).toEqual({ code: card.code, amount_used_cents: 3_000, balance_cents: 0 });

    const second = await boughtCard(test, donor.token, 3_000);
    const failing = await give(
      test,
      projectId,
      { ...body, gift_card_code: second.code, payment_method_id: 'pm_card_authenticationRequired' },
      { token: donor.token },
    );
    expect(await balanceOf(second.code)).toBe(0);
    await authenticate(test, failing.json().payment_intent, 'fail');
    const refused = await confirm(test, projectId, failing.json().payment_intent.id, donor.token);
    expect(refused.statusCode).toBe(402);
    expect(await balanceOf(second.code)).toBe(3_000);
  });

  it('a reservation abandoned for an hour goes back to the card; a late confirmation takes it again', async () => {
    const card = await boughtCard(test, donor.token, 2_000);
    const started = await give(
      test,
      projectId,
      { amount_cents: 3_000, gift_card_code: card.code, payment_method_id: 'pm_card_threeDSecure2Required' },
      { token: donor.token },
    );
    const intent = started.json().payment_intent;
    expect(await releaseStaleReservations(test.ctx, new Date())).toBe(0);
    await test.ctx.db.execute(
      sql`UPDATE gift_card_redemptions SET updated_at = now() - interval '2 hours' WHERE gift_card_id = ${card.id}`,
    );
    expect(await releaseStaleReservations(test.ctx, new Date())).toBe(1);
    expect(await balanceOf(card.code)).toBe(2_000);
    await authenticate(test, intent, 'approve');
    const done = await confirm(test, projectId, intent.id, donor.token);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().gift_card).toMatchObject({ amount_used_cents: 2_000, balance_cents: 0 });
  });

  it('a card gift replayed with its key answers the same gift and card part', async () => {
    const card = await boughtCard(test, donor.token, 1_000);
    const body = { amount_cents: 600, gift_card_code: card.code };
    const first = await give(test, projectId, body, { token: donor.token, key: 'card-replay' });
    const again = await give(test, projectId, body, { token: donor.token, key: 'card-replay' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await balanceOf(card.code)).toBe(400);
  });

  it('an expired card shows as expired and cannot pay', async () => {
    const card = await boughtCard(test, donor.token, 1_000);
    await test.ctx.db.execute(sql`UPDATE gift_cards SET expired_at = now() - interval '1 minute' WHERE id = ${card.id}`);
    expect((await balance(test, card.code)).json()).toMatchObject({ status: 'expired', amount_cents: 1_000 });
    const response = await give(test, projectId, { amount_cents: 500, gift_card_code: card.code }, { token: donor.token });
    expect(response.json().errors).toEqual({ gift_card_code: ['This gift card has expired.'] });
  });
});
