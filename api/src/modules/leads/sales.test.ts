import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { setUser } from '../../test-support/accounts.js';
import { assertLedgerBalanced } from '../../test-support/gifts.js';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { runPremiumRenewals } from '../premium-subscription/premium-renewals.js';

type Session = Awaited<ReturnType<typeof signUp>>;
interface Figures {
  won: number;
  partners: number;
  premium: number;
  premium_first_year_cents: number;
}
interface Report {
  rows: (Figures & { owner_id: number; owner_name: string; period: string })[];
  sellers: (Figures & { owner_id: number; owner_name: string })[];
  totals: Figures;
}

const partnerBody = (email: string, organization_name: string) => ({
  email,
  is_partner: true,
  organization_name,
  country_code: 'ke',
  categories: ['Water'],
  registration_number: 'EIN 12-3456789',
});
const figures = (won: number, partners: number, premium: number, premium_first_year_cents: number): Figures => ({
  won,
  partners,
  premium,
  premium_first_year_cents,
});

describe('/sales/conversions: premium conversions of the partners a seller brought, by seller and period', () => {
  const clock = createFixedClock(new Date('2026-03-02T09:00:00Z'));
  let test: TestApp;
  let admin: Session;
  let sam: Session;
  let sue: Session;
  let donor: Session;

  const call = (url: string, token: string, method: 'GET' | 'POST' | 'PATCH' = 'GET', payload?: object, headers = {}) =>
    test.app.inject({ method, url: `/api${url}`, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });
  const lead = async (seller: Session, organization_name: string, email: string) => {
    const response = await call('/leads', seller.token, 'POST', { organization_name, email, source: 'outbound', stage: 'proposal' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number };
  };
  const upgrade = async (who: Session, body: Record<string, unknown>) => {
    const response = await call(`/users/${who.user.id}/premium-subscription`, who.token, 'POST', body, { 'idempotency-key': randomUUID() });
    expect(response.statusCode, response.body).toBe(201);
  };
  const report = async (query: string, token = sam.token) => {
    const response = await call(`/sales/conversions?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Report;
  };

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    admin = await signUp(test.app, { first_name: 'Ada', last_name: 'Admin' });
    sam = await signUp(test.app, { first_name: 'Sam', last_name: 'Seller' });
    sue = await signUp(test.app, { first_name: 'Sue', last_name: 'Seller' });
    donor = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    await setUser(test, sam.user.id, { is_sales: true });
    await setUser(test, sue.user.id, { is_sales: true });

    // 2 March: Sam's Aqua lead is won by hand; Sue also has a lead at Aqua's domain, not won yet.
    const aqua = await lead(sam, 'Aqua Org', 'director@aqua-org.example');
    await lead(sue, 'Aqua Org (board)', 'board@aqua-org.example');
    await lead(sue, 'Birch Org', 'hello@birch-org.example');
    await lead(sam, 'Cedar Org', 'hello@cedar-org.example');
    await lead(sam, 'Dune Org', 'hello@dune-org.example');
    expect((await call(`/leads/${aqua.id}`, sam.token, 'PATCH', { stage: 'won' })).statusCode).toBe(200);

    // 3 March: the five organisations sign up as partners (both Aqua leads link to one account), and one nobody sold.
    clock.set(new Date('2026-03-03T10:00:00Z'));
    const aquaPartner = await signUp(test.app, partnerBody('director@aqua-org.example', 'Aqua Org'));
    const birchPartner = await signUp(test.app, partnerBody('hello@birch-org.example', 'Birch Org'));
    const cedarPartner = await signUp(test.app, partnerBody('hello@cedar-org.example', 'Cedar Org'));
    await signUp(test.app, partnerBody('hello@dune-org.example', 'Dune Org'));
    const unsold = await signUp(test.app, partnerBody('hello@unsold-org.example', 'Unsold Org'));
    await test.ctx.events.drain();

    // Aqua pays the monthly plan at once; Cedar starts the free trial; the unsold partner pays too (no seller).
    await upgrade(aquaPartner, { plan: 'monthly', payment_method_id: 'pm_card_visa' });
    clock.set(new Date('2026-03-05T10:00:00Z'));
    await upgrade(cedarPartner, { plan: 'monthly', payment_method_id: 'pm_card_visa', trial: true });
    await upgrade(unsold, { plan: 'monthly', payment_method_id: 'pm_card_visa' });
    // 10 March: Birch pays the annual plan.
    clock.set(new Date('2026-03-10T10:00:00Z'));
    await upgrade(birchPartner, { plan: 'annual', payment_method_id: 'pm_card_visa' });
    // 5 April: Aqua's second month and Cedar's first charge at its trial's end (4 April).
    const renewals = await runPremiumRenewals(test.ctx, new Date('2026-04-05T12:00:00Z'));
    expect(renewals).toMatchObject({ paid: 3, failed: 0 });
  });
  afterAll(async () => {
    await assertLedgerBalanced(test);
    await test.close();
  });

  it("counts an account's first paid premium period once, for the seller whose lead was won first, with its first-year value", async () => {
    const march = await report('datestart=2026-03-01&dateend=2026-03-31&bucket=month');
    // Sam: Aqua (won 2 March), Cedar and Dune (won at sign-up); Aqua pays monthly ($29 x 12). Cedar is still on its trial.
    // Sue: Aqua's board lead and Birch (won at sign-up); Aqua's premium is Sam's (his lead was won first); Birch pays annual.
    expect(march.sellers).toEqual([
      { owner_id: sam.user.id, owner_name: 'Sam Seller', ...figures(3, 3, 1, 34_800) },
      { owner_id: sue.user.id, owner_name: 'Sue Seller', ...figures(2, 2, 1, 31_200) },
    ]);
    expect(march.rows).toEqual([
      { owner_id: sam.user.id, owner_name: 'Sam Seller', period: '2026-03-01', ...figures(3, 3, 1, 34_800) },
      { owner_id: sue.user.id, owner_name: 'Sue Seller', period: '2026-03-01', ...figures(2, 2, 1, 31_200) },
    ]);
    expect(march.totals).toEqual(figures(5, 5, 2, 66_000));

    // April: Cedar's trial turned into its first charge; Aqua's renewal is no new conversion.
    const april = await report('datestart=2026-04-01&dateend=2026-04-30&bucket=month', admin.token);
    expect(april.rows).toEqual([{ owner_id: sam.user.id, owner_name: 'Sam Seller', period: '2026-04-01', ...figures(0, 0, 1, 34_800) }]);
    expect(april.totals).toEqual(figures(0, 0, 1, 34_800));
  });

  it('puts each conversion in its own day, a premium conversion where no lead was won too', async () => {
    const days = await report('datestart=2026-03-01&dateend=2026-03-12&bucket=day');
    expect(days.rows.map((r) => [r.period, r.owner_name, r.won, r.partners, r.premium, r.premium_first_year_cents])).toEqual([
      ['2026-03-02', 'Sam Seller', 1, 1, 0, 0],
      ['2026-03-03', 'Sam Seller', 2, 2, 1, 34_800],
      ['2026-03-03', 'Sue Seller', 2, 2, 0, 0],
      ['2026-03-10', 'Sue Seller', 0, 0, 1, 31_200],
    ]);
    const before = await report('datestart=2026-02-01&dateend=2026-02-28');
    expect(before).toMatchObject({ rows: [], sellers: [], totals: figures(0, 0, 0, 0) });
  });

  it('exports the premium columns as CSV; only staff read it', async () => {
    const file = await call('/sales/conversions/export?datestart=2026-03-01&dateend=2026-04-30&bucket=month', sue.token);
    expect(file.statusCode, file.body).toBe(200);
    expect(
      file.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      'period,seller_id,seller,leads_won,partners_signed_up,premium_conversions,premium_first_year_usd',
      `2026-03-01,${sam.user.id},Sam Seller,3,3,1,348`,
      `2026-03-01,${sue.user.id},Sue Seller,2,2,1,312`,
      `2026-04-01,${sam.user.id},Sam Seller,0,0,1,348`,
    ]);
    expect((await call('/sales/conversions?datestart=2026-03-01&dateend=2026-03-31', donor.token)).statusCode).toBe(403);
    expect((await call('/sales/conversions/export?datestart=2026-03-01&dateend=2026-03-31', donor.token)).statusCode).toBe(403);
  });
});
