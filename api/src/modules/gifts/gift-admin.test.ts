import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { assertLedgerBalanced, give, insertProject, projectTotals, userTotals, validGift } from '../../test-support/gifts.js';
import { assertCardBooks, balance, boughtCard } from '../../test-support/gift-cards.js';
import { startMonthly, subscriptionRow } from '../../test-support/subscriptions.js';
import { recordGift } from '../../test-support/projects.js';
import { startStripeApiServer, type StripeApiServer } from '../../test-support/stripe-api-server.js';

type Account = Awaited<ReturnType<typeof signUp>>;

/** Helpers shared by the sandbox and the Stripe suites. */
function calls(getTest: () => TestApp, getAdmin: () => Account) {
  /** `reason` null sends no reason at all. */
  const refund = (id: number, reason: string | null = 'Donor asked for it back', token = getAdmin().token) =>
    getTest().app.inject({
      method: 'POST',
      url: `/api/gifts/${id}/refund`,
      headers: bearer(token),
      payload: reason === null ? {} : { reason },
    });
  const detail = (id: number, token = getAdmin().token) =>
    getTest().app.inject({ method: 'GET', url: `/api/gifts/${id}`, headers: bearer(token) });
  const processorRefunds = async (giftId: number) =>
    queryRows<{ amount_cents: number; provider: string; status: string }>(
      getTest().ctx.db,
      sql`SELECT pr.amount_cents::int AS amount_cents, pr.provider, pr.status FROM payment_refunds pr
          JOIN payment_intents i ON i.id = pr.payment_intent_id JOIN gifts g ON g.payment_intent_id = i.id WHERE g.id = ${giftId}`,
    );
  const auditOf = async (giftId: number) =>
    queryRows<{ action: string; reason: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      getTest().ctx.db,
      sql`SELECT action, reason, before, after FROM audit_log WHERE target_type = 'gift' AND target_id = ${giftId} ORDER BY id`,
    );
  return { refund, detail, processorRefunds, auditOf };
}

describe('refunding a gift (admins): the processor, the gift card, the ledger and every total', () => {
  let test: TestApp;
  let admin: Account;
  let donor: Account;
  let owner: Account;
  const { refund, detail, processorRefunds, auditOf } = calls(
    () => test,
    () => admin,
  );

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    admin = await signUp(test.app);
    donor = await signUp(test.app);
    owner = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
  });
  afterEach(() => assertCardBooks(test));
  afterEach(() => assertLedgerBalanced(test));
  afterAll(() => test.close());

  const giveOk = async (projectId: number, body: Record<string, unknown>, token = donor.token) => {
    const response = await give(test, projectId, validGift(body), { token });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().gift.id as number;
  };

  it('gives the card back amount and tip, takes the gift off every total, and posts the journal reversed', async () => {
    const projectId = await insertProject(test, owner.user.id, { goal_amount_cents: 100_000 });
    await giveOk(projectId, { amount_cents: 20_000 });
    const before = {
      project: await projectTotals(test, projectId),
      donor: await userTotals(test, donor.user.id),
      owner: await userTotals(test, owner.user.id),
    };
    const giftId = await giveOk(projectId, { amount_cents: 10_000, tip_cents: 700 });

    const response = await refund(giftId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: giftId,
      status: 'refunded',
      refund_reason: 'Donor asked for it back',
      refunded_by_id: admin.user.id,
      card_cents: 10_700,
      payment_provider: 'sandbox',
      processor_refund: { amount_cents: 10_700, status: 'succeeded', id: expect.stringMatching(/^re_sbx_/) },
      project_amount_raised_cents: 20_000,
      project_ledger_cents: 20_000,
    });
    // The reversal mirrors the gift's journal line by line, but the processor keeps its fee: the platform bears it.
    const lines = body.ledger_entries as { journal: string; account: string; amount_cents: number }[];
    const gift = lines.filter((l) => l.journal === `gift:${giftId}`);
    const reversed = lines.filter((l) => l.journal === `gift_refund:${giftId}`);
    const bornBy = (account: string) => (account === 'processor:fees' ? 'platform:refund_fees' : account);
    expect(gift.map((l) => l.account)).toContain('processor:fees');
    expect(reversed.map((l) => [l.account, -l.amount_cents])).toEqual(gift.map((l) => [bornBy(l.account), l.amount_cents]));
    expect(lines.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(0);

    expect(await projectTotals(test, projectId)).toMatchObject({
      amount_raised_cents: before.project.amount_raised_cents,
      gifts_count: before.project.gifts_count,
    });
    expect(await userTotals(test, donor.user.id)).toEqual(before.donor);
    expect(await userTotals(test, owner.user.id)).toEqual(before.owner);
    expect(await processorRefunds(giftId)).toEqual([{ amount_cents: 10_700, provider: 'sandbox', status: 'succeeded' }]);

    const [audit] = await auditOf(giftId);
    expect(audit).toMatchObject({
      action: 'gift.refund',
      reason: 'Donor asked for it back',
      before: { status: 'succeeded', amount_cents: 10_000, refunded_at: null },
      after: { status: 'refunded', refund_reason: 'Donor asked for it back' },
    });
    // The donor's own list no longer counts it.
    const list = await test.app.inject({ method: 'GET', url: `/api/users/${donor.user.id}/gifts`, headers: bearer(donor.token) });
    expect(list.json().data.map((g: { id: number }) => g.id)).not.toContain(giftId);
  });

  it('clears the funded and half-funded stamps that no longer hold, and keeps those that do', async () => {
    const projectId = await insertProject(test, owner.user.id, { goal_amount_cents: 10_000 });
    const first = await giveOk(projectId, { amount_cents: 6_000 });
    const second = await giveOk(projectId, { amount_cents: 4_000 });
    const funded = await projectTotals(test, projectId);
    expect(funded.funded_at).not.toBeNull();
    expect(funded.half_funded_at).not.toBeNull();

    expect((await refund(second)).statusCode).toBe(200);
    const half = await projectTotals(test, projectId);
    expect(half).toMatchObject({ amount_raised_cents: 6_000, funded_at: null, gifts_count: 1 });
    expect(half.half_funded_at).toEqual(funded.half_funded_at);

    expect((await refund(first)).statusCode).toBe(200);
    expect(await projectTotals(test, projectId)).toMatchObject({
      amount_raised_cents: 0,
      funded_at: null,
      half_funded_at: null,
      gifts_count: 0,
    });
    // A new gift that reaches the goal stamps it again.
    await giveOk(projectId, { amount_cents: 10_000 });
    expect((await projectTotals(test, projectId)).funded_at).not.toBeNull();
  });

  it("puts the gift card's part back on the card and refunds only the card-paid rest", async () => {
    const card = await boughtCard(test, donor.token, 3_000);
    const projectId = await insertProject(test, owner.user.id);
    const giftId = await giveOk(projectId, { amount_cents: 5_000, tip_cents: 500, gift_card_code: card.code });
    expect((await balance(test, card.code)).json()).toMatchObject({ amount_cents: 0, status: 'redeemed' });

    const response = await refund(giftId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ gift_card_cents: 3_000, card_cents: 2_500, processor_refund: { amount_cents: 2_500 } });
    expect((await balance(test, card.code)).json()).toMatchObject({ amount_cents: 3_000, status: 'created' });
    const [row] = await queryRows<{ state: string }>(test.ctx.db, sql`SELECT state FROM gift_card_redemptions WHERE gift_id = ${giftId}`);
    expect(row?.state).toBe('refunded');
  });

  it('a gift paid wholly by a gift card asks the processor nothing', async () => {
    const card = await boughtCard(test, donor.token, 5_000);
    const projectId = await insertProject(test, owner.user.id);
    const giftId = await giveOk(projectId, { amount_cents: 2_000, gift_card_code: card.code, payment_method_id: undefined });
    const response = await refund(giftId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ card_cents: 0, processor_refund: null });
    expect((await balance(test, card.code)).json().amount_cents).toBe(5_000);
  });

  it('refunds one month of a monthly gift; the subscription goes on', async () => {
    const projectId = await insertProject(test, owner.user.id);
    const started = await startMonthly(test, projectId, { amount_cents: 2_500, payment_method_id: 'pm_card_visa' }, { token: donor.token });
    expect(started.statusCode, started.body).toBe(201);
    const giftId = started.json().gift.id as number;
    const response = await refund(giftId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ monthly_gift: true, status: 'refunded', subscription_id: started.json().subscription.id });
    expect((await subscriptionRow(test, started.json().subscription.id)).status).toBe('active');
    expect((await projectTotals(test, projectId)).amount_raised_cents).toBe(0);
  });

  it('is idempotent: a second call answers the refund already made, and the processor refunds once', async () => {
    const projectId = await insertProject(test, owner.user.id);
    const giftId = await giveOk(projectId, { amount_cents: 3_000 });
    const first = await refund(giftId);
    const again = await refund(giftId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await processorRefunds(giftId)).toHaveLength(1);
    expect(await auditOf(giftId)).toHaveLength(1);
    expect((await projectTotals(test, projectId)).amount_raised_cents).toBe(0);
  });

  it('a double click (two calls at once) refunds once', async () => {
    const projectId = await insertProject(test, owner.user.id);
    await giveOk(projectId, { amount_cents: 1_000 });
    const giftId = await giveOk(projectId, { amount_cents: 4_000 });
    const answers = await Promise.all([refund(giftId), refund(giftId), refund(giftId)]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().error).toBe('refund_in_progress');
    expect(await processorRefunds(giftId)).toHaveLength(1);
    expect(await auditOf(giftId)).toHaveLength(1);
    expect(await projectTotals(test, projectId)).toMatchObject({ amount_raised_cents: 1_000, gifts_count: 1 });
  });

  it('needs a reason (422 with the field), an admin (401/403), a gift that went through (409), and one that exists (404)', async () => {
    const projectId = await insertProject(test, owner.user.id);
    const giftId = await giveOk(projectId, { amount_cents: 1_500 });
    const blank = await refund(giftId, '   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.reason).toBeDefined();
    expect((await refund(giftId, null)).json().errors.reason).toBeDefined();
    expect((await refund(giftId, 'x', donor.token)).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'POST', url: `/api/gifts/${giftId}/refund`, payload: { reason: 'x' } })).statusCode).toBe(401);
    expect((await refund(999_999)).statusCode).toBe(404);
    await recordGift(test, projectId, donor.user.id, 700, { status: 'pending' });
    const [pending] = await queryRows<{ id: number }>(
      test.ctx.db,
      sql`SELECT id FROM gifts WHERE status = 'pending' ORDER BY id DESC LIMIT 1`,
    );
    expect((await refund(Number(pending!.id))).statusCode).toBe(409);
    // Nothing was refunded by the refused calls.
    expect(await processorRefunds(giftId)).toHaveLength(0);
    expect((await projectTotals(test, projectId)).amount_raised_cents).toBe(1_500);
    expect((await detail(giftId, donor.token)).statusCode).toBe(403);
  });

  it('a gift card canceled since cannot take its part back: 409 before anything is refunded', async () => {
    const card = await boughtCard(test, donor.token, 2_000);
    const projectId = await insertProject(test, owner.user.id);
    const giftId = await giveOk(projectId, { amount_cents: 3_000, gift_card_code: card.code });
    const cancel = await test.app.inject({ method: 'POST', url: `/api/gift-cards/${card.id}/cancel`, headers: bearer(admin.token) });
    expect(cancel.statusCode).toBe(200);
    const response = await refund(giftId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('gift_card_canceled');
    expect(await processorRefunds(giftId)).toHaveLength(0);
  });

  it('lists every gift for admins: paged, sorted on allowed columns, filtered; bad parameters answer field errors', async () => {
    const projectId = await insertProject(test, owner.user.id, { title: 'Listed project' });
    const small = await giveOk(projectId, { amount_cents: 1_100 });
    const big = await giveOk(projectId, { amount_cents: 9_900 });
    await refund(small);
    const get = (query: string, token = admin.token) =>
      test.app.inject({ method: 'GET', url: `/api/gifts?${query}`, headers: bearer(token) });

    const page = await get(`project_id=${projectId}&sort=amount_cents&order=desc&limit=1`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      total: 2,
      data: [{ id: big, project_title: 'Listed project', amount_cents: 9_900, status: 'succeeded' }],
    });
    expect((await get(`project_id=${projectId}&sort=amount_cents&order=desc&limit=1&offset=1`)).json().data[0].id).toBe(small);
    expect((await get(`project_id=${projectId}&status=refunded`)).json()).toMatchObject({
      total: 1,
      data: [{ id: small, status: 'refunded' }],
    });
    expect(
      (await get(`donor_id=${donor.user.id}&limit=100`)).json().data.every((g: { donor_id: number }) => g.donor_id === donor.user.id),
    ).toBe(true);

    const badSort = await get('sort=donor_email');
    expect(badSort.statusCode).toBe(422);
    expect(Object.keys(badSort.json().errors)).toContain('sort');
    expect((await get('status=lost')).statusCode).toBe(422);
    expect((await get('limit=1000')).statusCode).toBe(422);
    expect((await get('', donor.token)).statusCode).toBe(403);
  });
});

describe('refunding a gift paid through Stripe (official SDK against a local Stripe API)', () => {
  let stripe: StripeApiServer;
  let test: TestApp;
  let admin: Account;
  let donor: Account;
  const { refund, processorRefunds } = calls(
    () => test,
    () => admin,
  );

  beforeAll(async () => {
    stripe = await startStripeApiServer();
    test = await createTestApp({
      env: {
        RATE_LIMIT_SCALE: '1000',
        STRIPE_SECRET_KEY: 'sk_test_local',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
        STRIPE_WEBHOOK_SECRET: 'whsec_local_test',
        STRIPE_API_URL: stripe.url,
      },
    });
    admin = await signUp(test.app);
    donor = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
  });
  afterEach(() => assertLedgerBalanced(test));
  afterAll(async () => {
    await test.close();
    await stripe.close();
  });

  it('asks Stripe for the refund of the intent, with an idempotency key, and records it', async () => {
    const projectId = await insertProject(test, (await signUp(test.app)).user.id);
    const given = await give(test, projectId, validGift({ amount_cents: 8_000, tip_cents: 400 }), { token: donor.token });
    expect(given.statusCode, given.body).toBe(201);
    const giftId = given.json().gift.id as number;
    const response = await refund(giftId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'refunded',
      payment_provider: 'stripe',
      processor_refund: { amount_cents: 8_400, status: 'succeeded' },
    });
    const request = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(request).toHaveLength(1);
    expect(request[0]).toMatchObject({ method: 'POST', idempotencyKey: `gift-refund-${giftId}`, params: { amount: '8400' } });
    expect(String(request[0]!.params['payment_intent'])).toMatch(/^pi_/);
    expect(await processorRefunds(giftId)).toEqual([{ amount_cents: 8_400, provider: 'stripe', status: 'succeeded' }]);
    expect((await projectTotals(test, projectId)).amount_raised_cents).toBe(0);
    // Again: answered from our records, Stripe is not asked twice.
    expect((await refund(giftId)).statusCode).toBe(200);
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
  });

  it('when Stripe cannot be reached nothing changes, and a retry refunds once', async () => {
    const projectId = await insertProject(test, (await signUp(test.app)).user.id);
    const given = await give(test, projectId, validGift({ amount_cents: 2_000 }), { token: donor.token });
    const giftId = given.json().gift.id as number;
    stripe.failing(true);
    const down = await refund(giftId);
    stripe.failing(false);
    expect(down.statusCode).toBe(502);
    expect((await projectTotals(test, projectId)).amount_raised_cents).toBe(2_000);
    const retry = await refund(giftId);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await processorRefunds(giftId)).toHaveLength(1);
  });
});
