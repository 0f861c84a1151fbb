import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { bearer, createTestApp, makeAdmin, signUp, uniqueEmail, type TestApp } from '../../test-support/test-app.js';
import { grantRole, setUser, startGuest } from '../../test-support/accounts.js';
import { insertProject } from '../../test-support/gifts.js';
import { recordGift } from '../../test-support/projects.js';
import { startMonthly, validMonthly } from '../../test-support/subscriptions.js';
import { donationsAfter, type DonationKey, type DonationSort } from './donations.repository.js';

type Account = Awaited<ReturnType<typeof signUp>>;
type Row = {
  id: number;
  amount_cents: number;
  kind: string;
  donor: { id: number; name: string; email: string } | null;
  donor_name: string;
};

describe('the partner donations table: partners/{id}/donations, its export, donor detail', () => {
  const clock = createFixedClock(new Date('2026-06-15T12:00:00.000Z'));
  let test: TestApp;
  let partner: Account;
  let ada: Account;
  let bob: Account;
  let secret: Account;
  let teamAdmin: Account;
  let contentManager: Account;
  let admin: Account;
  let well: number;
  let school: number;

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    partner = await signUp(test.app);
    await setUser(test, partner.user.id, { is_partner: true, organization_name: 'Wells Trust', show_organization_name: true });
    ada = await signUp(test.app, { first_name: 'Ada', last_name: 'Lovelace' });
    bob = await signUp(test.app, { first_name: 'Bob', last_name: 'Builder', email: uniqueEmail('bob.builder') });
    secret = await signUp(test.app, { first_name: 'Sally', last_name: 'Secret', email: 'sally.secret@example.test' });
    teamAdmin = await signUp(test.app);
    contentManager = await signUp(test.app);
    admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    await grantRole(test, teamAdmin.user.id, partner.user.id, 'admin');
    await grantRole(test, contentManager.user.id, partner.user.id, 'content_manager');
    well = await insertProject(test, partner.user.id, { title: 'Well', goal_amount_cents: 10_000_000 });
    school = await insertProject(test, partner.user.id, { title: '=HYPERLINK("http://evil.test")', goal_amount_cents: 10_000_000 });
    await recordGift(test, well, ada.user.id, 5_000, { at: new Date('2026-01-10T10:00:00Z') });
    await recordGift(test, school, ada.user.id, 2_000, { at: new Date('2026-03-01T10:00:00Z'), monthly: true });
    await recordGift(test, well, bob.user.id, 10_000, { at: new Date('2026-04-20T10:00:00Z') });
    await recordGift(test, well, secret.user.id, 7_500, { at: new Date('2026-05-05T10:00:00Z'), anonymous: true });
    await recordGift(test, well, bob.user.id, 9_999, { at: new Date('2026-05-06T10:00:00Z'), status: 'refunded' });
  });
  afterAll(() => test.close());

  const get = (url: string, token?: string) => test.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} });
  const list = async (query = '', token = partner.token) => {
    const response = await get(`/partners/${partner.user.id}/donations${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Row[]; total: number };
  };

  it('lists every succeeded gift newest first, with donor, amount, project and kind; an anonymous gift names nobody', async () => {
    const page = await list();
    expect(page.total).toBe(4);
    expect(page.data.map((g) => g.amount_cents)).toEqual([7_500, 10_000, 2_000, 5_000]);
    expect(page.data[0]).toMatchObject({ donor: null, donor_name: 'Anonymous', kind: 'one-time', project: { id: well, title: 'Well' } });
    expect(page.data[1]).toMatchObject({ donor: { id: bob.user.id, name: 'Bob Builder', email: bob.email }, donor_name: 'Bob Builder' });
    expect(page.data[2]).toMatchObject({ kind: 'monthly', project: { id: school } });
  });

  it('never reveals an anonymous donor: not in the list, not by searching their name or email, not in donor detail', async () => {
    const body = (await get(`/partners/${partner.user.id}/donations`, partner.token)).body;
    expect(body).not.toContain('Sally');
    expect(body).not.toContain('sally.secret');
    expect(body).not.toContain(`"donor":{"id":${secret.user.id},`);
    expect((await list('?q=Sally')).total).toBe(0);
    expect((await list('?q=sally.secret')).total).toBe(0);
    expect((await get(`/partners/${partner.user.id}/donations/donors/${secret.user.id}`, partner.token)).statusCode).toBe(404);
    const csv = (await get(`/partners/${partner.user.id}/donations/export`, partner.token)).body;
    expect(csv).not.toContain('Sally');
    expect(csv).not.toContain('sally.secret');
  });

  it('shows a guest as "Guest Donor", never by name', async () => {
    const guest = await startGuest(test.app, { first_name: 'Gus', last_name: 'Typed' });
    await recordGift(test, school, guest.user.id, 1_500, { at: new Date('2026-02-01T10:00:00Z') });
    const page = await list('?kind=one-time&max_cents=1500');
    expect(page.data).toEqual([expect.objectContaining({ donor: null, donor_name: 'Guest Donor', amount_cents: 1_500 })]);
    expect(JSON.stringify(page)).not.toContain('Gus');
    expect((await list('?q=Gus')).total).toBe(0);
  });

  it('filters by date range, project, kind and amount; searches name and email; sorts; pages', async () => {
    expect((await list('?datestart=2026-03-01&dateend=2026-04-20')).data.map((g) => g.amount_cents)).toEqual([10_000, 2_000]);
    expect((await list(`?project_id=${school}&kind=monthly`)).data.map((g) => g.amount_cents)).toEqual([2_000]);
    expect((await list('?kind=monthly')).total).toBe(1);
    expect((await list('?min_cents=5000&max_cents=9000')).data.map((g) => g.amount_cents)).toEqual([7_500, 5_000]);
    expect((await list('?q=lovelace')).data.map((g) => g.amount_cents)).toEqual([2_000, 5_000]);
    // Part of an address (one only Bob's has: generated addresses share their first characters).
    expect((await list('?q=bob.builder')).data.map((g) => g.donor?.id)).toEqual([bob.user.id]);
    expect((await list('?q=50%25')).total).toBe(0);
    const byAmount = await list('?sort=amount&sort_direction=asc&limit=2&offset=1');
    expect(byAmount.total).toBe(5);
    expect(byAmount.data.map((g) => g.amount_cents)).toEqual([2_000, 5_000]);
  });

  it('answers 422 with field errors for bad days, a reversed range, a minimum over the maximum, a bad sort', async () => {
    const bad = await get(
      `/partners/${partner.user.id}/donations?datestart=2026-02-30&dateend=2026-01-01&min_cents=500&max_cents=100`,
      partner.token,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['datestart', 'max_cents']);
    const reversed = await get(`/partners/${partner.user.id}/donations?datestart=2026-02-01&dateend=2026-01-01`, partner.token);
    expect(reversed.json().errors).toEqual({ dateend: ['The end date cannot be before the start date'] });
    const sort = await get(`/partners/${partner.user.id}/donations?sort=donor`, partner.token);
    expect(sort.statusCode).toBe(422);
    expect(Object.keys(sort.json().errors)).toEqual(['sort']);
  });

  it('exports the filtered table as CSV, formula cells neutralised, in the table’s order', async () => {
    const response = await get(
      `/partners/${partner.user.id}/donations/export?datestart=2026-01-01&dateend=2026-03-31&sort=amount`,
      partner.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`storyfund-donations-${partner.user.id}-2026-01-01_2026-03-31.csv`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('gift_id,date_utc,amount,amount_cents,kind,project_id,project,donor,donor_email');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',50,5000,one-time,');
    expect(lines[1]).toContain(`Ada Lovelace,${ada.email}`);
    expect(lines[2]).toContain(`,monthly,${school},"'=HYPERLINK(""http://evil.test"")",Ada Lovelace`);
    expect(lines[3]).toContain(',Guest Donor,');
  });

  it('reads the export in keyset batches that neither skip nor repeat a row, even for gifts at the same instant', async () => {
    const at = new Date('2026-06-01T09:00:00.123Z');
    for (const cents of [300, 300, 300]) await recordGift(test, well, bob.user.id, cents, { at });
    for (const sort of [
      { sort: 'gift_at', direction: 'desc' },
      { sort: 'amount', direction: 'asc' },
    ] as DonationSort[]) {
      const seen: number[] = [];
      let after: DonationKey | undefined;
      for (;;) {
        const rows = await donationsAfter(test.ctx.db, partner.user.id, {}, sort, after, 2);
        seen.push(...rows.map((r) => r.id));
        if (rows.length < 2) break;
        const last = rows.at(-1)!;
        after = { value: sort.sort === 'amount' ? last.amount_cents : last.gift_at_key, id: last.id };
      }
      const query = `?sort=${sort.sort}&sort_direction=${sort.direction}&limit=100`;
      expect(seen).toEqual((await list(query)).data.map((g) => g.id));
    }
  });

  it('gives donor detail: lifetime, first and last gift, count, monthly status and the gifts (anonymous ones left out)', async () => {
    const monthly = await startMonthly(test, school, validMonthly({ amount_cents: 2_500 }), { token: ada.token });
    expect(monthly.statusCode, monthly.body).toBe(201);
    await recordGift(test, well, ada.user.id, 40_000, { at: new Date('2026-06-02T10:00:00Z'), anonymous: true });
    const response = await get(`/partners/${partner.user.id}/donations/donors/${ada.user.id}?limit=1`, partner.token);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      donor: { id: ada.user.id, name: 'Ada Lovelace', email: ada.email },
      first_gift_at: '2026-01-10T10:00:00.000Z',
      monthly: { status: 'active', amount_cents: 2_500 },
    });
    // The monthly gift's first month is a gift too (today); the anonymous 40,000 is in no figure.
    expect(detail.gifts_count).toBe(3);
    expect(detail.lifetime_cents).toBe(9_500);
    expect(detail.last_gift_at).toBe('2026-06-15T12:00:00.000Z');
    expect(detail.gifts.total).toBe(3);
    expect(detail.gifts.data.map((g: Row) => g.amount_cents)).toEqual([2_500]);
    expect((await get(`/partners/${partner.user.id}/donations/donors/${teamAdmin.user.id}`, partner.token)).statusCode).toBe(404);
  });

  it('is for the partner, its team admins and platform admins; other roles and strangers get 403; a non-partner 404', async () => {
    const url = `/partners/${partner.user.id}/donations`;
    expect((await get(url, teamAdmin.token)).statusCode).toBe(200);
    expect((await get(url, admin.token)).statusCode).toBe(200);
    expect((await get(url, contentManager.token)).statusCode).toBe(403);
    expect((await get(`${url}/export`, contentManager.token)).statusCode).toBe(403);
    expect((await get(`${url}/donors/${ada.user.id}`, bob.token)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(`/partners/${ada.user.id}/donations`, admin.token)).statusCode).toBe(404);
  });
});
