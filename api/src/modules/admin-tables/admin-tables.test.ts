import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, subscriptions, timelineEvents } from '../../db/schema/index.js';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { setUser } from '../../test-support/accounts.js';
import { createProject, getJson, recordGift, setProject } from '../../test-support/projects.js';

type Session = Awaited<ReturnType<typeof signUp>>;
type List<T> = { data: T[]; total: number };
const DAY = 86_400_000;
const listOf = <T>(response: { json: () => unknown }) => response.json() as List<T>;

describe('the back-office admin tables (GET /admin/{table} and their CSV)', () => {
  let test: TestApp;
  let admin: Session;
  let sales: Session;
  let donor: Session;
  let monthly: Session;
  let partner: Session;
  let quiet: Session;
  let tag: string;
  const project: Record<string, number> = {};
  beforeAll(async () => {
    test = await createTestApp();
    tag = `Tbl${Date.now().toString(36)}`;
    admin = await signUp(test.app);
    sales = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    await setUser(test, sales.user.id, { is_sales: true });
    partner = await signUp(test.app, { first_name: tag, last_name: 'Partner' });
    quiet = await signUp(test.app, { first_name: tag, last_name: 'Quiet' });
    donor = await signUp(test.app, { first_name: tag, last_name: 'Donor' });
    monthly = await signUp(test.app, { first_name: tag, last_name: '=Monthly' });
    await setUser(test, partner.user.id, {
      is_partner: true,
      organization_name: `${tag} Water Trust`,
      country_code: 'KE',
      partner_categories: ['water', 'health'],
      is_premium: true,
      is_white_labeled_partner: true,
      tax_exempt_requested_at: new Date(),
      followers_count: 4,
    });
    await setUser(test, quiet.user.id, { is_partner: true, organization_name: `${tag} Quiet Fund`, country_code: 'GB' });
    const now = Date.now();
    for (const [name, fundedDaysAgo, updatedDaysAgo] of [
      ['Late', 50, 40],
      ['Later', 90, null],
      ['Fresh', 50, 3],
      ['Unfunded', null, null],
    ] as const) {
      const id = (await createProject(test, partner.token, { title: `${tag} ${name} well` })).id;
      project[name] = id;
      if (fundedDaysAgo !== null) await setProject(test, id, { funded_at: new Date(now - fundedDaysAgo * DAY) });
      if (updatedDaysAgo !== null) {
        await test.ctx.db.insert(timelineEvents).values({
          project_id: id,
          user_id: partner.user.id,
          type: 'update',
          message: 'news',
          created_at: new Date(now - updatedDaysAgo * DAY),
        });
      }
    }
    await recordGift(test, project['Late']!, donor.user.id, 2_000, { at: new Date(now - 10 * DAY) });
    await recordGift(test, project['Late']!, donor.user.id, 3_000, { at: new Date(now - 2 * DAY) });
    await recordGift(test, project['Late']!, monthly.user.id, 1_500, { monthly: true });
    await setUser(test, donor.user.id, { amount_given_cents: 5_000, signup_source: 'share', signup_source_id: partner.user.id });
    await setUser(test, monthly.user.id, { amount_given_cents: 1_500 });
    await test.ctx.db.insert(reviews).values([
      { partner_id: partner.user.id, author_id: donor.user.id, rating: 5, review: 'Great' },
      { partner_id: partner.user.id, author_id: monthly.user.id, rating: 4, review: 'Good' },
    ]);
    await test.ctx.db.insert(subscriptions).values({
      project_id: project['Late']!,
      donor_id: monthly.user.id,
      amount_cents: 1_500,
      tip_cents: 100,
      provider: 'sandbox',
      payment_method_id: 'pm_card_visa',
      status: 'active',
      period: 3,
      billing_anchor: new Date(now - 60 * DAY),
      next_charge_at: new Date(now + 5 * DAY),
    });
  });
  afterAll(() => test.close());

  it('subscribed users: admins alone; the live monthly gift with its donor, project, amount, since and next renewal', async () => {
    expect((await getJson(test, '/api/admin/subscribed-users')).statusCode).toBe(401);
    expect((await getJson(test, '/api/admin/subscribed-users', donor.token)).statusCode).toBe(403);
    expect((await getJson(test, '/api/admin/subscribed-users', sales.token)).statusCode).toBe(403);
    expect((await getJson(test, '/api/admin/subscribed-users/export', sales.token)).statusCode).toBe(403);
    const list = listOf<Record<string, unknown>>(await getJson(test, `/api/admin/subscribed-users?q=${tag}`, admin.token));
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      donor_id: monthly.user.id,
      donor_name: `${tag} =Monthly`,
      project_id: project['Late'],
      amount_cents: 1_500,
      tip_cents: 100,
      months_paid: 2,
      status: 'active',
    });
    expect(Date.parse(list.data[0]!['next_charge_at'] as string)).toBeGreaterThan(Date.now());
    expect(listOf(await getJson(test, `/api/admin/subscribed-users?q=${tag}&status=past_due`, admin.token)).total).toBe(0);
    const csv = await getJson(test, `/api/admin/subscribed-users/export?q=${tag}`, admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'subscription_id,donor_id,donor,email,project_id,project,amount_cents,tip_cents,since_utc,months_paid,next_renewal_utc,status',
    );
    expect(lines).toHaveLength(2);
    // A name starting with "=" is not read as a formula by a spreadsheet.
    expect(lines[1]).toContain(`${tag} =Monthly`);
    expect(lines[1]).not.toMatch(/,=/);
  });

  it('subscribed users: an unknown sort or status is a 422 on that field', async () => {
    const bad = await getJson(test, '/api/admin/subscribed-users?sort=password', admin.token);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.json() as { errors: Record<string, unknown> }).errors)).toEqual(['sort']);
    expect((await getJson(test, '/api/admin/subscribed-users?status=stopped', admin.token)).statusCode).toBe(422);
  });

  it('partners: staff read them with their figures, premium, white-label and a pending tax-exempt claim; sorted and filtered', async () => {
    expect((await getJson(test, '/api/admin/partners', donor.token)).statusCode).toBe(403);
    const list = listOf<Record<string, unknown>>(await getJson(test, `/api/admin/partners?q=${tag}&sort=name&order=desc`, sales.token));
    expect(list.data.map((p) => p['name'])).toEqual([`${tag} Water Trust`, `${tag} Quiet Fund`]);
    expect(list.data[0]).toMatchObject({
      id: partner.user.id,
      country_code: 'KE',
      categories: ['water', 'health'],
      projects_count: 4,
      followers_count: 4,
      rating: 4.5,
      reviews_count: 2,
      is_premium: true,
      is_white_labeled_partner: true,
      large_partner: false,
      tax_exempt_teller: false,
    });
    expect(list.data[1]).toMatchObject({ rating: null, reviews_count: 0, is_premium: false });
    const pending = listOf<{ id: number }>(await getJson(test, `/api/admin/partners?q=${tag}&flag=tax_exempt_pending`, admin.token));
    expect(pending.data.map((p) => p.id)).toEqual([partner.user.id]);
    const gb = listOf<{ id: number }>(await getJson(test, `/api/admin/partners?q=${tag}&country_code=GB`, admin.token));
    expect(gb.data.map((p) => p.id)).toEqual([quiet.user.id]);
    const page = listOf<{ id: number }>(
      await getJson(test, `/api/admin/partners?q=${tag}&sort=rating&order=asc&limit=1&offset=1`, admin.token),
    );
    expect(page).toEqual({ data: [expect.objectContaining({ id: quiet.user.id })], total: 2 });
    const csv = await getJson(test, `/api/admin/partners/export?q=${tag}&flag=premium`, sales.token);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('organisation,email,country,categories,raised_cents,projects,followers,rating,reviews,premium,white_label');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('water; health');
  });

  it('sign-ups: the accounts created in the range, their kind and whether they gave', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const list = listOf<Record<string, unknown>>(
      await getJson(test, `/api/admin/signups?q=${tag}&datestart=${today}&dateend=${today}&sort=name&order=asc`, sales.token),
    );
    const byId = Object.fromEntries(list.data.map((s) => [s['id'], [s['kind'], s['first_gift']]]));
    expect(byId).toEqual({
      [donor.user.id]: ['donor', true],
      [monthly.user.id]: ['donor', true],
      [partner.user.id]: ['partner', false],
      [quiet.user.id]: ['partner', false],
    });
    // The source the attribution cookies named at sign-up (migration 0035): 'direct' when the request had none.
    expect(Object.fromEntries(list.data.map((s) => [s['id'], s['source']]))).toEqual({
      [donor.user.id]: 'share',
      [monthly.user.id]: 'direct',
      [partner.user.id]: 'direct',
      [quiet.user.id]: 'direct',
    });
    const partners = listOf(await getJson(test, `/api/admin/signups?q=${tag}&kind=partner`, admin.token));
    expect(partners.total).toBe(2);
    const past = listOf(await getJson(test, `/api/admin/signups?q=${tag}&datestart=2020-01-01&dateend=2020-01-31`, admin.token));
    expect(past.total).toBe(0);
    const reversed = await getJson(test, `/api/admin/signups?datestart=${today}&dateend=2020-01-01`, admin.token);
    expect(reversed.statusCode).toBe(422);
    expect((reversed.json() as { errors: Record<string, unknown> }).errors).toHaveProperty('dateend');
    const csv = await getJson(test, `/api/admin/signups/export?q=${tag}&datestart=${today}&dateend=${today}`, admin.token);
    expect(csv.headers['content-disposition']).toContain(`storyfund-signups-${today}_${today}.csv`);
    expect(csv.body.trim().split('\r\n')).toHaveLength(5);
    expect((await getJson(test, '/api/admin/signups', donor.token)).statusCode).toBe(403);
  });

  it('overdue: funded active projects without an update for the cadence, most overdue first', async () => {
    const list = listOf<Record<string, unknown>>(await getJson(test, `/api/admin/overdue?q=${tag}`, sales.token));
    expect(list.data.map((p) => [p['id'], p['days_overdue']])).toEqual([
      [project['Later'], 60],
      [project['Late'], 10],
    ]);
    expect(list.data[0]).toMatchObject({ owner_id: partner.user.id, owner_name: `${tag} Water Trust`, last_update_at: null });
    expect(list.data[1]!['last_update_at']).not.toBeNull();
    const byUpdate = listOf<{ id: number }>(await getJson(test, `/api/admin/overdue?q=${tag}&sort=last_update_at&order=desc`, admin.token));
    expect(byUpdate.data.map((p) => p.id)).toEqual([project['Late'], project['Later']]);
    await setProject(test, project['Later']!, { status: 'closed' });
    expect(listOf(await getJson(test, `/api/admin/overdue?q=${tag}`, admin.token)).total).toBe(1);
    await setProject(test, project['Later']!, { status: 'active' });
    const csv = await getJson(test, `/api/admin/overdue/export?owner_id=${partner.user.id}`, admin.token);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('project_id,title,owner_id,owner,funded_utc,last_update_utc,days_overdue');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([project['Late'], project['Later']].sort((a, b) => a! - b!));
    expect((await getJson(test, '/api/admin/overdue', partner.token)).statusCode).toBe(403);
  });

  it("donors' given stats: lifetime given, gifts, first and last gift, and a live monthly gift", async () => {
    const list = listOf<Record<string, unknown>>(await getJson(test, `/api/admin/donors?q=${tag}`, sales.token));
    expect(list.data.map((d) => [d['id'], d['amount_given_cents'], d['gifts_count'], d['monthly']])).toEqual([
      [donor.user.id, 5_000, 2, false],
      [monthly.user.id, 1_500, 1, true],
    ]);
    expect(Date.parse(list.data[0]!['first_gift_at'] as string)).toBeLessThan(Date.parse(list.data[0]!['last_gift_at'] as string));
    const monthlyOnly = listOf<{ id: number }>(await getJson(test, `/api/admin/donors?q=${tag}&monthly=true`, admin.token));
    expect(monthlyOnly.data.map((d) => d.id)).toEqual([monthly.user.id]);
    const csv = await getJson(test, `/api/admin/donors/export?q=${tag}`, admin.token);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,name,email,given_cents,gifts,first_gift_utc,last_gift_utc,monthly,created_utc');
    expect(lines).toHaveLength(3);
    expect((await getJson(test, '/api/admin/donors', donor.token)).statusCode).toBe(403);
  });
});
