import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole, setUser, startGuest } from '../../test-support/accounts.js';
import { insertProject } from '../../test-support/gifts.js';
import { recordGift } from '../../test-support/projects.js';
import { startMonthly, validMonthly } from '../../test-support/subscriptions.js';

type Account = Awaited<ReturnType<typeof signUp>>;

describe('dashboards and goals: partners/{id}/dashboard_stats (+ refresh), fundraising-goal, fundraising-goal-donor, donor-dashboard', () => {
  const clock = createFixedClock(new Date('2026-06-15T12:00:00.000Z'));
  let test: TestApp;
  let partner: Account;
  let donor: Account;
  let returning: Account;
  let stranger: Account;
  let admin: Account;
  let well: number;
  let school: number;

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    partner = await signUp(test.app);
    await setUser(test, partner.user.id, { is_partner: true, organization_name: 'Wells Trust', show_organization_name: true });
    donor = await signUp(test.app);
    returning = await signUp(test.app);
    stranger = await signUp(test.app);
    admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    well = await insertProject(test, partner.user.id, { title: 'Well', goal_amount_cents: 1_000_000 });
    school = await insertProject(test, partner.user.id, { title: 'School', goal_amount_cents: 10_000 });
    // Last year (returning donor's first gift), earlier this year, this month; a refunded gift counts nowhere.
    await recordGift(test, well, returning.user.id, 7_000, { at: new Date('2025-11-20T10:00:00Z') });
    await recordGift(test, well, returning.user.id, 3_000, { at: new Date('2026-02-03T10:00:00Z') });
    await recordGift(test, school, donor.user.id, 10_000, { at: new Date('2026-06-02T10:00:00Z') });
    await recordGift(test, well, donor.user.id, 2_000, { at: new Date('2026-06-10T10:00:00Z') });
    await recordGift(test, well, stranger.user.id, 9_999, { at: new Date('2026-06-11T10:00:00Z'), status: 'refunded' });
  });
  afterAll(() => test.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
    test.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('gives the partner its figures: month, year, kinds, new and returning donors, top projects, 12 months', async () => {
    const response = await send('GET', `/partners/${partner.user.id}/dashboard_stats`, partner.token);
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json();
    expect(stats).toMatchObject({
      partner_id: partner.user.id,
      raised_this_month_cents: 12_000,
      raised_this_year_cents: 15_000,
      one_time_this_year_cents: 15_000,
      monthly_this_year_cents: 0,
      new_donors_this_year: 1,
      returning_donors_this_year: 1,
      monthly_recurring_revenue_cents: 0,
      computed_at: '2026-06-15T12:00:00.000Z',
    });
    expect(stats.top_projects).toEqual([
      { id: school, title: 'School', raised_cents: 10_000, gifts_count: 1 },
      { id: well, title: 'Well', raised_cents: 5_000, gifts_count: 2 },
    ]);
    expect(stats.series).toHaveLength(12);
    expect(stats.series[0]).toEqual({ month: '2025-07', raised_cents: 0 });
    expect(stats.series.find((m: { month: string }) => m.month === '2025-11').raised_cents).toBe(7_000);
    expect(stats.series.at(-1)).toEqual({ month: '2026-06', raised_cents: 12_000 });
  });

  it('serves a snapshot for an hour; refresh recomputes now; monthly gifts count as recurring revenue', async () => {
    const monthly = await startMonthly(test, school, validMonthly({ amount_cents: 2_500 }), { token: stranger.token });
    expect(monthly.statusCode, monthly.body).toBe(201);
    clock.advance(60_000);
    const cached = (await send('GET', `/partners/${partner.user.id}/dashboard_stats`, partner.token)).json();
    expect(cached.computed_at).toBe('2026-06-15T12:00:00.000Z');
    const fresh = (await send('POST', `/partners/${partner.user.id}/dashboard_stats/refresh`, partner.token)).json();
    expect(fresh).toMatchObject({
      computed_at: '2026-06-15T12:01:00.000Z',
      monthly_recurring_revenue_cents: 2_500,
      monthly_this_year_cents: 2_500,
      raised_this_year_cents: 17_500,
      new_donors_this_year: 2,
    });
    clock.advance(60 * 60 * 1000);
    expect((await send('GET', `/partners/${partner.user.id}/dashboard_stats`, partner.token)).json().computed_at).toBe(
      '2026-06-15T13:01:00.000Z',
    );
  });

  it('lets the partner, its admin-role collaborators and admins in; nobody else', async () => {
    const helper = await signUp(test.app);
    const editor = await signUp(test.app);
    await grantRole(test, helper.user.id, partner.user.id, 'admin');
    await grantRole(test, editor.user.id, partner.user.id, 'content_manager');
    const url = `/partners/${partner.user.id}/dashboard_stats`;
    expect((await send('GET', url, helper.token)).statusCode).toBe(200);
    expect((await send('GET', url, admin.token)).statusCode).toBe(200);
    expect((await send('GET', url, editor.token)).statusCode).toBe(403);
    expect((await send('GET', url, donor.token)).statusCode).toBe(403);
    expect((await send('POST', `${url}/refresh`, donor.token)).statusCode).toBe(403);
    expect((await send('GET', url)).statusCode).toBe(401);
    // A donor account has no partner dashboard.
    expect((await send('GET', `/partners/${donor.user.id}/dashboard_stats`, admin.token)).statusCode).toBe(404);
  });

  it('keeps a partner’s yearly fundraising goal with its progress; bad goals are field errors', async () => {
    const url = `/users/${partner.user.id}/fundraising-goal`;
    expect((await send('GET', url, partner.token)).json()).toEqual({ year: 2026, goal_cents: null, progress_cents: 17_500, percent: null });
    const set = await send('PUT', url, partner.token, { goal_cents: 70_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ year: 2026, goal_cents: 70_000, progress_cents: 17_500, percent: 25 });
    expect((await send('PUT', url, partner.token, { goal_cents: 50 })).json().errors).toEqual({
      goal_cents: ['The goal must be at least $1'],
    });
    expect((await send('PUT', url, donor.token, { goal_cents: 100 })).statusCode).toBe(403);
    expect((await send('PUT', url, partner.token, { goal_cents: null })).json()).toMatchObject({ goal_cents: null, percent: null });
  });

  it('gives a donor their dashboard and own giving goal (self or admin)', async () => {
    const funded = await insertProject(test, partner.user.id, { title: 'Roof', goal_amount_cents: 1_000 });
    await recordGift(test, funded, donor.user.id, 1_000, { at: new Date('2026-06-15T12:30:00Z') });
    const goal = await send('PUT', `/users/${donor.user.id}/fundraising-goal-donor`, donor.token, { goal_cents: 26_000 });
    expect(goal.json()).toEqual({ year: 2026, goal_cents: 26_000, progress_cents: 13_000, percent: 50 });
    const dashboard = await send('GET', `/users/${donor.user.id}/donor-dashboard`, donor.token);
    expect(dashboard.json()).toEqual({
      given_this_year_cents: 13_000,
      projects_supported: 3,
      lives_changed: 2,
      goal: { year: 2026, goal_cents: 26_000, progress_cents: 13_000, percent: 50 },
    });
    expect((await send('GET', `/users/${donor.user.id}/donor-dashboard`, stranger.token)).statusCode).toBe(403);
    expect((await send('GET', `/users/${donor.user.id}/fundraising-goal-donor`, admin.token)).json().goal_cents).toBe(26_000);
    expect((await send('PUT', `/users/${donor.user.id}/fundraising-goal-donor`, donor.token, { goal_cents: 1.5 })).statusCode).toBe(422);
    const guest = await startGuest(test.app);
    const refused = await send('PUT', `/users/${guest.user.id}/fundraising-goal-donor`, guest.token, { goal_cents: 1_000 });
    expect(refused.json().errors.goal_cents).toEqual(['Create an account to set a giving goal']);
  });
});
