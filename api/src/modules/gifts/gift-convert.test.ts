import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { assertLedgerBalanced, give, insertProject, projectTotals, userTotals, validGift } from '../../test-support/gifts.js';
import { assertCardBooks, boughtCard } from '../../test-support/gift-cards.js';
import { startMonthly } from '../../test-support/subscriptions.js';
import { recordGift } from '../../test-support/projects.js';

type Account = Awaited<ReturnType<typeof signUp>>;
type Line = { journal: string; account: string; amount_cents: number };

/**
 * Converting a gift (docs/backoffice.md "Converting a gift"). On PGlite calls made at once run one after the
 * other; on PostgreSQL (TEST_DATABASE_URL) they race for the gift's row lock: both runs are required.
 */
describe('converting a gift (admins): another project of the same recipient, through the ledger', () => {
  let test: TestApp;
  let admin: Account;
  let donor: Account;
  let owner: Account;

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

  const convert = (id: number, body: Record<string, unknown> | null, token = admin.token) =>
    test.app.inject({ method: 'POST', url: `/api/gifts/${id}/convert`, headers: bearer(token), payload: body ?? {} });
  const move = (id: number, from: number, to: number, reason = 'The first project was posted twice') =>
    convert(id, { from_project_id: from, project_id: to, reason });
  const refund = (id: number) =>
    test.app.inject({ method: 'POST', url: `/api/gifts/${id}/refund`, headers: bearer(admin.token), payload: { reason: 'Asked back' } });
  const targets = (id: number, token = admin.token) =>
    test.app.inject({ method: 'GET', url: `/api/gifts/${id}/convert-targets`, headers: bearer(token) });
  const giveOk = async (projectId: number, body: Record<string, unknown>, token = donor.token) => {
    const response = await give(test, projectId, validGift(body), { token });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().gift.id as number;
  };
  const rollup = async (projectId: number) => {
    const [row] = await queryRows<{ gifts: number; amount_cents: number; platform_fee_cents: number }>(
      test.ctx.db,
      sql`SELECT coalesce(sum(gifts), 0)::int AS gifts, coalesce(sum(amount_cents), 0)::int AS amount_cents,
                 coalesce(sum(platform_fee_cents), 0)::int AS platform_fee_cents
          FROM stats_gift_days WHERE project_id = ${projectId}`,
    );
    return { gifts: Number(row!.gifts), amount_cents: Number(row!.amount_cents), platform_fee_cents: Number(row!.platform_fee_cents) };
  };
  const ledgerOf = async (account: string) => {
    const [row] = await queryRows<{ cents: number }>(
      test.ctx.db,
      sql`SELECT coalesce(sum(amount_cents), 0)::int8 AS cents FROM ledger_entries WHERE account = ${account}`,
    );
    return Number(row!.cents);
  };
  const auditOf = async (giftId: number) =>
    queryRows<{ action: string; reason: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      test.ctx.db,
      sql`SELECT action, reason, before, after FROM audit_log WHERE target_type = 'gift' AND target_id = ${giftId} AND action = 'gift.convert' ORDER BY id`,
    );
  const events = async (name: string, projectId: number) =>
    (
      await queryRows<{ n: number }>(
        test.ctx.db,
        sql`SELECT count(*)::int AS n FROM domain_events WHERE name = ${name} AND (payload->>'project_id')::int8 = ${projectId}`,
      )
    )[0]!.n;

  it('moves the amount and the fees between the projects, keeps the donor whole, stamps and unstamps, and is undone by converting back', async () => {
    const from = await insertProject(test, owner.user.id, { goal_amount_cents: 10_000, title: 'Posted twice' });
    const to = await insertProject(test, owner.user.id, { goal_amount_cents: 12_000, title: 'The original' });
    await giveOk(to, { amount_cents: 5_000 });
    const giftId = await giveOk(from, { amount_cents: 10_000, tip_cents: 500 });
    expect((await projectTotals(test, from)).funded_at).not.toBeNull();
    const donorBefore = await userTotals(test, donor.user.id);
    const ownerBefore = await userTotals(test, owner.user.id);
    const feesBefore = { from: await ledgerOf(`project_fees:${from}`), to: await ledgerOf(`project_fees:${to}`) };
    const tipsBefore = await ledgerOf('platform:tips');
    const rollupBefore = { from: await rollup(from), to: await rollup(to) };

    const listed = await targets(giftId);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([{ id: to, title: 'The original', amount_raised_cents: 5_000, goal_amount_cents: 12_000 }]);

    const response = await move(giftId, from, to);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: giftId,
      status: 'succeeded',
      project_id: to,
      project_title: 'The original',
      project_amount_raised_cents: 15_000,
      project_ledger_cents: 15_000,
      conversions: [
        {
          from_project_id: from,
          from_project_title: 'Posted twice',
          to_project_id: to,
          to_project_title: 'The original',
          reason: 'The first project was posted twice',
          by_id: admin.user.id,
        },
      ],
    });
    const fees = (body.platform_fee_cents as number) + (body.stripe_fee_cents as number);
    const moved = (body.ledger_entries as Line[]).filter((l) => l.journal === `gift_convert:${giftId}:1`);
    expect(moved.map((l) => [l.account, l.amount_cents])).toEqual(
      [
        [`project:${from}`, -10_000],
        [`project:${to}`, 10_000],
        [`project_fees:${from}`, fees],
        [`project_fees:${to}`, -fees],
      ].filter(([, cents]) => cents !== 0),
    );

    // The old project lost the gift and its funded stamp; the new one gained it and crossed its goal.
    expect(await projectTotals(test, from)).toMatchObject({
      amount_raised_cents: 0,
      gifts_count: 0,
      funded_at: null,
      half_funded_at: null,
    });
    const toNow = await projectTotals(test, to);
    expect(toNow).toMatchObject({ amount_raised_cents: 15_000, gifts_count: 2 });
    expect(toNow.funded_at).not.toBeNull();
    expect(await events('project.funded', to)).toBe(1);
    // The donor and the recipient gave and received the same; the platform's tips did not move.
    expect(await userTotals(test, donor.user.id)).toEqual(donorBefore);
    expect(await userTotals(test, owner.user.id)).toEqual(ownerBefore);
    expect(await ledgerOf('platform:tips')).toBe(tipsBefore);
    expect(await ledgerOf(`project_fees:${from}`)).toBe(feesBefore.from + fees);
    expect(await ledgerOf(`project_fees:${to}`)).toBe(feesBefore.to - fees);
    // The stats rollup follows the gift to its new project, on the gift's day.
    expect(await rollup(from)).toEqual({ gifts: rollupBefore.from.gifts - 1, amount_cents: 0, platform_fee_cents: 0 });
    expect(await rollup(to)).toEqual({
      gifts: rollupBefore.to.gifts + 1,
      amount_cents: 15_000,
      platform_fee_cents: rollupBefore.to.platform_fee_cents + rollupBefore.from.platform_fee_cents,
    });
    const [audit] = await auditOf(giftId);
    expect(audit).toMatchObject({
      reason: 'The first project was posted twice',
      before: { project_id: from, project_title: 'Posted twice', amount_cents: 10_000 },
      after: { project_id: to, project_title: 'The original', amount_cents: 10_000 },
    });
    // The donor's list says where the gift went.
    const list = await test.app.inject({ method: 'GET', url: `/api/users/${donor.user.id}/gifts`, headers: bearer(donor.token) });
    expect(list.json().data.find((g: { id: number }) => g.id === giftId)?.project).toMatchObject({ id: to, title: 'The original' });

    // Undo: converting back, a second journal; the old project is funded again (and announced again).
    const back = await move(giftId, to, from, 'Converted by mistake');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().conversions).toHaveLength(2);
    expect(back.json().ledger_entries.some((l: Line) => l.journal === `gift_convert:${giftId}:2`)).toBe(true);
    expect(await projectTotals(test, from)).toMatchObject({ amount_raised_cents: 10_000, gifts_count: 1 });
    expect((await projectTotals(test, from)).funded_at).not.toBeNull();
    expect(await projectTotals(test, to)).toMatchObject({ amount_raised_cents: 5_000, gifts_count: 1, funded_at: null });
    expect(await rollup(from)).toEqual(rollupBefore.from);
    expect(await rollup(to)).toEqual(rollupBefore.to);
    expect(await ledgerOf(`project_fees:${from}`)).toBe(feesBefore.from);
  });

  it('a converted gift refunds from the project it is in now, and the ledger reverses every conversion', async () => {
    const card = await boughtCard(test, donor.token, 1_000);
    const from = await insertProject(test, owner.user.id);
    const to = await insertProject(test, owner.user.id);
    const giftId = await giveOk(from, { amount_cents: 4_000, tip_cents: 200, gift_card_code: card.code });
    expect((await move(giftId, from, to)).statusCode).toBe(200);
    const refunded = await refund(giftId);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'refunded', project_id: to, project_amount_raised_cents: 0, project_ledger_cents: 0 });
    expect((refunded.json().ledger_entries as Line[]).reduce((sum, l) => sum + l.amount_cents, 0)).toBe(0);
    expect(await ledgerOf(`project:${from}`)).toBe(0);
    expect(await ledgerOf(`project_fees:${from}`)).toBe(0);
    expect(await ledgerOf(`project_fees:${to}`)).toBe(0);
    expect(await rollup(to)).toMatchObject({ gifts: 0, amount_cents: 0 });
    // Refunded: no more conversions.
    const again = await move(giftId, to, from);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('gift_refunded');
    expect((await targets(giftId)).json().data).toEqual([]);
  });

  it('is idempotent: the same conversion again answers 200 and moves nothing more', async () => {
    const from = await insertProject(test, owner.user.id);
    const to = await insertProject(test, owner.user.id);
    const giftId = await giveOk(from, { amount_cents: 3_000 });
    const first = await move(giftId, from, to);
    const again = await move(giftId, from, to);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await auditOf(giftId)).toHaveLength(1);
    expect((await projectTotals(test, to)).amount_raised_cents).toBe(3_000);
  });

  it('of two conversions of one gift at once (to different projects) exactly one wins; the other is told the gift moved', async () => {
    const from = await insertProject(test, owner.user.id, { goal_amount_cents: 2_000 });
    const a = await insertProject(test, owner.user.id, { goal_amount_cents: 2_000 });
    const b = await insertProject(test, owner.user.id, { goal_amount_cents: 2_000 });
    const giftId = await giveOk(from, { amount_cents: 2_000 });
    const answers = await Promise.all([move(giftId, from, a), move(giftId, from, b)]);
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won, answers.map((r) => r.body).join('\n')).toHaveLength(1);
    const lost = answers.find((r) => r.statusCode !== 200)!;
    expect(lost.statusCode).toBe(409);
    expect(lost.json().error).toBe('gift_changed');
    const winner = won[0]!.json().project_id as number;
    const loser = winner === a ? b : a;
    expect(await projectTotals(test, winner)).toMatchObject({ amount_raised_cents: 2_000, gifts_count: 1 });
    expect(await projectTotals(test, loser)).toMatchObject({ amount_raised_cents: 0, gifts_count: 0, funded_at: null });
    expect(await projectTotals(test, from)).toMatchObject({ amount_raised_cents: 0, funded_at: null });
    expect(await events('project.funded', winner)).toBe(1);
    expect(await auditOf(giftId)).toHaveLength(1);
  });

  it('a conversion and a refund of one gift at once: the books end exact whichever goes first', async () => {
    const from = await insertProject(test, owner.user.id);
    const to = await insertProject(test, owner.user.id);
    const giftId = await giveOk(from, { amount_cents: 2_500 });
    const [converted, refunded] = await Promise.all([move(giftId, from, to), refund(giftId)]);
    expect(refunded.statusCode, refunded.body).toBe(200);
    // Either the conversion went first (both succeed, the refund taking the gift off its new project) or the
    // refund's claim stopped it (409).
    if (converted.statusCode === 200) expect(refunded.json().project_id).toBe(to);
    else expect(['refund_in_progress', 'gift_refunded']).toContain(converted.json().error);
    expect((await projectTotals(test, from)).amount_raised_cents).toBe(0);
    expect((await projectTotals(test, to)).amount_raised_cents).toBe(0);
    expect(await auditOf(giftId)).toHaveLength(converted.statusCode === 200 ? 1 : 0);
  });

  it('two gifts converted the opposite ways at once do not deadlock', async () => {
    const a = await insertProject(test, owner.user.id);
    const b = await insertProject(test, owner.user.id);
    const one = await giveOk(a, { amount_cents: 1_000 });
    const two = await giveOk(b, { amount_cents: 1_700 });
    const answers = await Promise.all([move(one, a, b), move(two, b, a)]);
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    expect((await projectTotals(test, a)).amount_raised_cents).toBe(1_700);
    expect((await projectTotals(test, b)).amount_raised_cents).toBe(1_000);
  });

  it('refuses what cannot move: field errors for the target and the reason, 409 for the gift, admins only', async () => {
    const from = await insertProject(test, owner.user.id);
    const to = await insertProject(test, owner.user.id);
    const closed = await insertProject(test, owner.user.id, { status: 'closed' });
    const banned = await insertProject(test, owner.user.id, { status: 'banned' });
    const elsewhere = await insertProject(test, (await signUp(test.app)).user.id);
    const giftId = await giveOk(from, { amount_cents: 1_500 });

    const missing = await convert(giftId, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['from_project_id', 'project_id', 'reason']);
    const blank = await convert(giftId, { from_project_id: from, project_id: to, reason: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.reason).toBeDefined();
    for (const [target, message] of [
      [from, /already in this project/],
      [closed, /closed or banned/],
      [banned, /closed or banned/],
      [elsewhere, /recipient/],
      [999_999_999, /no such project/],
    ] as const) {
      const refused = await move(giftId, from, target);
      expect(refused.statusCode, `${target}`).toBe(422);
      expect(refused.json().errors.project_id[0]).toMatch(message);
    }
    const stale = await move(giftId, to, from);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('gift_changed');
    const offered = (await targets(giftId)).json().data.map((p: { id: number }) => p.id) as number[];
    expect(offered).toContain(to);
    for (const refusedTarget of [from, closed, banned, elsewhere]) expect(offered).not.toContain(refusedTarget);

    const monthly = await startMonthly(test, from, { amount_cents: 2_500, payment_method_id: 'pm_card_visa' }, { token: donor.token });
    expect(monthly.statusCode, monthly.body).toBe(201);
    const monthlyGift = monthly.json().gift.id as number;
    const refusedMonthly = await move(monthlyGift, from, to);
    expect(refusedMonthly.statusCode).toBe(409);
    expect(refusedMonthly.json().error).toBe('monthly_gift');
    expect((await targets(monthlyGift)).json().data).toEqual([]);

    await recordGift(test, from, donor.user.id, 700, { status: 'pending' });
    const [pending] = await queryRows<{ id: number }>(
      test.ctx.db,
      sql`SELECT id FROM gifts WHERE status = 'pending' ORDER BY id DESC LIMIT 1`,
    );
    const refusedPending = await move(Number(pending!.id), from, to);
    expect(refusedPending.statusCode).toBe(409);
    expect(refusedPending.json().error).toBe('gift_not_succeeded');

    expect((await move(999_999_999, from, to)).statusCode).toBe(404);
    expect((await convert(giftId, { from_project_id: from, project_id: to, reason: 'x' }, donor.token)).statusCode).toBe(403);
    expect((await targets(giftId, donor.token)).statusCode).toBe(403);
    const anonymous = await test.app.inject({ method: 'POST', url: `/api/gifts/${giftId}/convert`, payload: { reason: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    // Nothing moved.
    expect(await auditOf(giftId)).toHaveLength(0);
    expect((await projectTotals(test, from)).amount_raised_cents).toBe(1_500 + 2_500);
    expect((await projectTotals(test, to)).amount_raised_cents).toBe(0);
  });
});
