import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createFixedClock } from '../../lib/clock.js';
import { setUser } from '../../test-support/accounts.js';
import { assertLedgerBalanced, give, insertProject, validGift } from '../../test-support/gifts.js';
import { boughtCard } from '../../test-support/gift-cards.js';
import { recordGift } from '../../test-support/projects.js';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';

type Session = Awaited<ReturnType<typeof signUp>>;

describe('GET /api/stats/*: reports over UTC day ranges, from the gifts rollup and the ledger', () => {
  const clock = createFixedClock(new Date('2026-11-20T12:00:00Z'));
  let test: TestApp;
  let admin: Session;
  let sales: Session;
  let partner: Session;
  let donorA: Session;
  let donorB: Session;
  let projectId: number;
  let picked: number;
  const at = (iso: string) => clock.set(new Date(iso));

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    admin = await signUp(test.app, { first_name: 'Ada', last_name: 'Admin' });
    sales = await signUp(test.app);
    partner = await signUp(test.app, { first_name: 'Wells', last_name: 'Partner' });
    donorA = await signUp(test.app, { first_name: '=Alice', last_name: 'Donor' });
    donorB = await signUp(test.app, { first_name: 'Bob', last_name: 'Donor' });
    await makeAdmin(test, admin.user.id);
    await setUser(test, sales.user.id, { is_sales: true });
    await setUser(test, partner.user.id, { is_partner: true });
    projectId = await insertProject(test, partner.user.id, { title: 'Clean water' });
    picked = await insertProject(test, partner.user.id, {
      title: 'School roof',
      is_staff_pick: true,
      staff_picked_at: new Date('2026-11-03T09:00:00Z'),
    });
    const giveAt = async (iso: string, donor: Session, project: number, amount: number, tip = 0) => {
      at(iso);
      const response = await give(test, project, validGift({ amount_cents: amount, tip_cents: tip }), { token: donor.token });
      expect(response.statusCode, response.body).toBe(201);
    };
    // October (the previous period): A's first gift. November: A returns, B is new; one monthly gift.
    await giveAt('2026-10-15T10:00:00Z', donorA, projectId, 2_000);
    await giveAt('2026-11-02T10:00:00Z', donorA, projectId, 5_000, 500);
    await giveAt('2026-11-02T23:59:59Z', donorB, picked, 10_000, 1_000);
    await giveAt('2026-11-10T08:00:00Z', donorB, projectId, 2_500);
    await recordGift(test, projectId, donorA.user.id, 3_000, { monthly: true, at: new Date('2026-11-16T12:00:00Z') });
    // Neither a failed gift nor one outside the range counts.
    await recordGift(test, projectId, donorA.user.id, 9_999, { status: 'failed', at: new Date('2026-11-05T12:00:00Z') });
    await recordGift(test, projectId, donorA.user.id, 7_777, { at: new Date('2026-12-01T00:00:00Z') });
    at('2026-11-20T12:00:00Z');
  });
  afterAll(() => test.close());

  const get = (path: string, token: string | undefined = admin.token) =>
    test.app.inject({ method: 'GET', url: `/api/stats/${path}`, headers: token ? bearer(token) : {} });
  const json = async (path: string, token?: string) => {
    const response = await get(path, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const NOVEMBER = 'datestart=2026-11-01&dateend=2026-11-30';

  it('overview: the KPIs of the range (end day included) against the previous period of the same length', async () => {
    const body = await json(`overview?${NOVEMBER}`);
    expect(body.range).toEqual({ datestart: '2026-11-01', dateend: '2026-11-30', bucket: 'day' });
    expect(body.previous_range).toEqual({ datestart: '2026-10-02', dateend: '2026-10-31' });
    expect(body.current).toMatchObject({
      gifts: 4,
      amount_cents: 20_500,
      one_time_gifts: 3,
      one_time_amount_cents: 17_500,
      monthly_gifts: 1,
      monthly_amount_cents: 3_000,
      tip_cents: 1_500,
      donors: 2,
      new_donors: 1,
      average_gift_cents: 5_125,
    });
    expect(body.current.platform_fee_cents).toBeGreaterThan(0);
    expect(body.current.card_fee_cents).toBeGreaterThan(0);
    expect(body.previous).toMatchObject({ gifts: 1, amount_cents: 2_000, donors: 1, new_donors: 1 });
    // The end day is included to its last second (23:59:59), and nothing of 1 December.
    expect((await json('overview?datestart=2026-11-02&dateend=2026-11-02')).current.gifts).toBe(2);
    expect((await json('overview?datestart=2026-12-01&dateend=2026-12-01')).current.amount_cents).toBe(7_777);
  });

  it('reconciles to the cent with /office, which reads the ledger; the ledger check passes', async () => {
    const stats = (await json(`overview?${NOVEMBER}`)).current;
    const office = await json(`office?${NOVEMBER}`);
    expect(office).toEqual({
      range: { datestart: '2026-11-01', dateend: '2026-11-30', bucket: 'day' },
      raised_cents: stats.amount_cents,
      tip_cents: stats.tip_cents,
      platform_fee_cents: stats.platform_fee_cents,
      card_fee_cents: stats.card_fee_cents,
      processor_fee_cents: stats.processor_fee_cents,
      owed_to_partners_cents: stats.owed_to_partners_cents,
      platform_net_cents: stats.platform_net_cents,
      // Nothing but gifts in November: the rest of the platform's money is nil, and its total is the gifts' net.
      refund_fee_cents: 0,
      premium_cents: 0,
      premium_processor_fee_cents: 0,
      gift_card_fee_cents: 0,
      gift_card_breakage_cents: 0,
      promotion_cents: 0,
      processor_fee_total_cents: stats.processor_fee_cents,
      platform_total_cents: stats.platform_net_cents,
    });
    expect(office.owed_to_partners_cents).toBe(20_500 - stats.platform_fee_cents - stats.card_fee_cents);
    await assertLedgerBalanced(test);
  });

  it("/office also holds the rest of the platform's money: a premium payment, a bought gift card, and the processor fee kept on a refund", async () => {
    // January 2027 holds nothing else. The sandbox's fee is 2.9% + 30 cents of each charge.
    at('2027-01-05T10:00:00Z');
    await setUser(test, partner.user.id, { is_partner: true });
    const upgrade = await test.app.inject({
      method: 'POST',
      url: `/api/users/${partner.user.id}/premium-subscription`,
      headers: { ...bearer(partner.token), 'idempotency-key': `office-premium-${Date.now()}` },
      payload: { plan: 'monthly', payment_method_id: 'pm_card_visa' },
    });
    expect(upgrade.statusCode, upgrade.body).toBe(201);
    await boughtCard(test, donorB.token, 5_000);
    at('2027-01-06T10:00:00Z');
    const gift = await give(test, projectId, validGift({ amount_cents: 10_000, tip_cents: 0 }), { token: donorA.token });
    expect(gift.statusCode, gift.body).toBe(201);
    at('2027-01-07T10:00:00Z');
    const refund = await test.app.inject({
      method: 'POST',
      url: `/api/gifts/${gift.json().gift.id}/refund`,
      headers: bearer(admin.token),
      payload: { reason: 'Paid twice by mistake' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    at('2027-01-20T12:00:00Z');

    const january = 'datestart=2027-01-01&dateend=2027-01-31';
    const office = await json(`office?${january}`);
    const stats = (await json(`overview?${january}`)).current;
    const fee = (cents: number) => Math.round(cents * 0.029) + 30;
    expect(office).toMatchObject({
      // The refunded gift is in neither report's gift figures...
      raised_cents: 0,
      tip_cents: 0,
      platform_fee_cents: 0,
      processor_fee_cents: stats.processor_fee_cents,
      platform_net_cents: stats.platform_net_cents,
      // ...but the processor kept its fee, and the platform bore it.
      refund_fee_cents: fee(10_000),
      premium_cents: 2_900 - fee(2_900),
      premium_processor_fee_cents: fee(2_900),
      gift_card_fee_cents: fee(5_000),
      gift_card_breakage_cents: 0,
      promotion_cents: 0,
      processor_fee_total_cents: fee(10_000) + fee(2_900) + fee(5_000),
      platform_total_cents: -fee(10_000) + 2_900 - fee(2_900) - fee(5_000),
    });
    expect(stats.gifts).toBe(0);
    await assertLedgerBalanced(test);
    at('2026-11-20T12:00:00Z');
  });

  it('gifts: every bucket of the range (quiet ones as zeros), by week from Monday; the buckets add up to the totals', async () => {
    const byDay = await json(`gifts?${NOVEMBER}`);
    expect(byDay.series).toHaveLength(30);
    expect(byDay.series[1]).toMatchObject({ period: '2026-11-02', gifts: 2, amount_cents: 15_000, tip_cents: 1_500 });
    expect(byDay.series[2]).toMatchObject({ period: '2026-11-03', gifts: 0, amount_cents: 0 });
    const byWeek = await json(`gifts?${NOVEMBER}&bucket=week`);
    expect(byWeek.series.map((s: { period: string }) => s.period)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    for (const key of ['gifts', 'amount_cents', 'tip_cents', 'platform_fee_cents', 'card_fee_cents', 'monthly_amount_cents'] as const) {
      expect(byWeek.series.reduce((sum: number, s: Record<string, number>) => sum + s[key]!, 0)).toBe(byWeek.totals[key]);
    }
    const byMonth = await json('gifts?datestart=2026-10-01&dateend=2026-12-31&bucket=month');
    expect(byMonth.series.map((s: { amount_cents: number }) => s.amount_cents)).toEqual([2_000, 20_500, 7_777]);
  });

  it('exports every gift of the range as a streamed CSV whose amounts add up to the totals', async () => {
    const response = await get(`gifts/export?${NOVEMBER}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="storyfund-gifts-2026-11-01_2026-11-30.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'gift_id,date_utc,project_id,project,recipient_id,donor_id,donor,amount_usd,tip_usd,platform_fee_usd,card_fee_usd,processor_fee_usd,net_to_recipient_usd,gift_card_usd,monthly,anonymous',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(',02/11/2026 10:00:00,');
    // A donor named "=Alice" is written as text, never as a formula.
    expect(lines[1]).toContain(",'=Alice Donor,50,5,");
    const amounts = lines.slice(1).map((l) => Number(l.split(',')[7]));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(205);
    // Sales staff may export too (the reports are theirs, read-only); a donor may not.
    expect((await get(`gifts/export?${NOVEMBER}`, sales.token)).statusCode).toBe(200);
    expect((await get(`gifts/export?${NOVEMBER}`, donorA.token)).statusCode).toBe(403);
  });

  it('donors: new against returning by bucket, and the top donors; retention by cohort month', async () => {
    const body = await json(`donors?${NOVEMBER}&bucket=month`);
    expect(body.series).toEqual([{ period: '2026-11-01', donors: 2, new_donors: 1, returning_donors: 1 }]);
    expect(body.top_donors.map((d: { name: string; amount_cents: number }) => [d.name, d.amount_cents])).toEqual([
      ['Bob Donor', 12_500],
      ['=Alice Donor', 8_000],
    ]);
    const retention = await json('retention?datestart=2026-10-01&dateend=2026-11-30');
    expect(retention.cohorts).toEqual([
      { cohort: '2026-10', donors: 1, months: [1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
      { cohort: '2026-11', donors: 1, months: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    ]);
  });

  it('partners, projects, staff picks, gift cards, sign-ups and premium answer their shapes', async () => {
    const partners = await json(`partners?${NOVEMBER}`);
    expect(partners.partners[0]).toMatchObject({
      partner_id: partner.user.id,
      raised_cents: 20_500,
      gifts: 4,
      active_projects: 2,
      rating: null,
    });
    // Both donors gave to the partner's projects, so both may review it: the rating is their average.
    for (const [donor, rating] of [
      [donorA, 5],
      [donorB, 2],
    ] as const) {
      const review = await test.app.inject({
        method: 'POST',
        url: `/api/users/${partner.user.id}/user-reviews`,
        headers: bearer(donor.token),
        payload: { rating, review: 'Reviewed from the stats test' },
      });
      expect(review.statusCode, review.body).toBe(201);
    }
    expect((await json(`partners?${NOVEMBER}`)).partners[0]).toMatchObject({ partner_id: partner.user.id, rating: 3.5 });
    const csv = (await get(`partners/export?${NOVEMBER}`)).body;
    expect(csv).toContain('rating');
    expect(csv).toContain('3.5');
    const picks = await json(`staff-picks?${NOVEMBER}&bucket=month`);
    expect(picks.series).toEqual([{ period: '2026-11-01', picks: 1 }]);
    expect(picks.picks).toEqual([expect.objectContaining({ project_id: picked, title: 'School roof', raised_in_range_cents: 10_000 })]);
    expect(picks.pace.staff_picks_cents_per_day).toBe(Math.round(10_000 / 30));
    const projects = await json(`projects?${NOVEMBER}&bucket=month`);
    expect(projects.active_projects).toBeGreaterThanOrEqual(2);
    const cards = await json(`gift-cards?${NOVEMBER}`);
    expect(Array.isArray(cards.by_type)).toBe(true);
    // Accounts are stamped by the database's clock: the days around the real today.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const signups = await json(`signups?datestart=${day(-1)}&dateend=${day(1)}`);
    expect(signups.totals.signups).toBeGreaterThanOrEqual(5);
    const premium = await json(`premium?${NOVEMBER}&bucket=week`);
    expect(premium).toMatchObject({ subscriptions: 0, mrr_cents: 0, churned: 0, trials: 0 });
    expect(premium.series).toHaveLength(6);
  });

  it("exports each report's table for the range as CSV", async () => {
    const office = await get(`office/export?${NOVEMBER}`, sales.token);
    expect(office.statusCode).toBe(200);
    expect(office.headers['content-disposition']).toBe('attachment; filename="storyfund-office-2026-11-01_2026-11-30.csv"');
    const lines = office.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('figure,cents');
    expect(lines[1]).toBe('raised_cents,20500');
    const retention = await get('retention/export?datestart=2026-10-01&dateend=2026-11-30');
    expect(retention.body.replace(/^\uFEFF/, '').split('\r\n')[1]).toBe('2026-10,1,1,1,1,0,0,0,0,0,0,0,0,0');
    expect((await get(`nothing/export?${NOVEMBER}`)).statusCode).toBe(422);
    expect((await get(`office/export?${NOVEMBER}`, donorA.token)).statusCode).toBe(403);
  });

  it('without a range: the last 30 days up to today', async () => {
    expect((await json('gifts')).range).toEqual({ datestart: '2026-10-22', dateend: '2026-11-20', bucket: 'day' });
  });

  it('refuses bad ranges with 422 and field errors; admins and sales read, nobody else', async () => {
    const reversed = await get('overview?datestart=2026-11-30&dateend=2026-11-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.dateend).toEqual(['The end date must not be before the start date']);
    const daily = await get('gifts?datestart=2025-01-01&dateend=2026-11-01&bucket=day');
    expect(daily.json().errors.bucket).toEqual(['Show a period over a year by week or by month']);
    expect((await get('gifts?datestart=2026-13-01')).statusCode).toBe(422);
    expect((await get('gifts?bucket=year')).statusCode).toBe(422);
    expect((await get('gifts?datestart=2026-02-30&dateend=2026-03-01')).json().errors.datestart).toBeDefined();
    expect((await get('gifts/export?datestart=2026-11-30&dateend=2026-11-01')).statusCode).toBe(422);
    expect((await get(`overview?${NOVEMBER}`, sales.token)).statusCode).toBe(200);
    expect((await get(`overview?${NOVEMBER}`, donorA.token)).statusCode).toBe(403);
    expect((await get(`overview?${NOVEMBER}`, '')).statusCode).toBe(401);
  });

  it('the rollup follows a gift that leaves succeeded (a refund: the status the gift takes)', async () => {
    const ids = await queryRows<{ id: number }>(test.ctx.db, sql`SELECT id FROM gifts WHERE amount_cents = 2500`);
    const id = Number(ids[0]!.id);
    await test.ctx.db.execute(sql`UPDATE gifts SET status = 'refunded' WHERE id = ${id}`);
    expect((await json(`overview?${NOVEMBER}`)).current).toMatchObject({ gifts: 3, amount_cents: 18_000 });
  });
});
