import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { setUser } from '../../test-support/accounts.js';

type Session = Awaited<ReturnType<typeof signUp>>;
interface LeadJson {
  id: number;
  organization_name: string;
  email: string | null;
  stage: string;
  owner_id: number;
  owner_name: string;
  partner_user_id: number | null;
  won_at: string | null;
  next_step_date: string | null;
  country_code: string | null;
}
interface AuditJson {
  data: {
    action: string;
    actor_id: number;
    target_id: number;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
  total: number;
}

const partnerBody = (email: string, organization_name: string) => ({
  email,
  is_partner: true,
  organization_name,
  country_code: 'ke',
  categories: ['Water'],
  registration_number: 'EIN 12-3456789',
});

describe('sales: leads (CRUD, paging, sorting, filters, audit), their conversion on partner sign-up, /sales/conversions', () => {
  let test: TestApp;
  let admin: Session;
  let sales: Session;
  let donor: Session;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    admin = await signUp(test.app, { first_name: 'Ada', last_name: 'Admin' });
    sales = await signUp(test.app, { first_name: 'Sam', last_name: 'Seller' });
    donor = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    await setUser(test, sales.user.id, { is_sales: true });
  });
  afterAll(() => test.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const create = async (body: Record<string, unknown>, token = sales.token) => {
    const response = await call('POST', '/leads', token, { source: 'outbound', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as LeadJson;
  };
  const audit = async (id: number) => (await call('GET', `/audit-log?target_type=lead&target_id=${id}`, admin.token)).json() as AuditJson;

  it('creates a lead owned by its creator, normalised, and audits it', async () => {
    const lead = await create({
      organization_name: '  Clean Water Trust ',
      contact_name: 'Wanjiru K',
      email: ' Wanjiru@CleanWater.example.org ',
      phone: '+254 700 000 000',
      country_code: 'ke',
      notes: 'Met at the Nairobi fair',
      next_step: 'Send the deck',
      next_step_date: '2026-12-01',
    });
    expect(lead).toMatchObject({
      organization_name: 'Clean Water Trust',
      email: 'wanjiru@cleanwater.example.org',
      country_code: 'KE',
      stage: 'new',
      owner_id: sales.user.id,
      owner_name: 'Sam Seller',
      next_step_date: '2026-12-01',
      partner_user_id: null,
      won_at: null,
    });
    expect((await call('GET', `/leads/${lead.id}`, admin.token)).json()).toEqual(lead);
    const log = await audit(lead.id);
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({ action: 'lead.create', actor_id: sales.user.id, before: null });
    expect(log.data[0]!.after).toMatchObject({ organization_name: 'Clean Water Trust', stage: 'new', owner_id: sales.user.id });
  });

  it('answers field errors for a bad lead and stores nothing', async () => {
    const before = (await call('GET', '/leads', admin.token)).json().total as number;
    const bad = await call('POST', '/leads', sales.token, {
      organization_name: ' ',
      email: 'not-an-email',
      phone: 'call me',
      country_code: 'XX',
      source: 'telepathy',
      stage: 'maybe',
      next_step_date: '2026-02-30',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'country_code',
      'email',
      'next_step_date',
      'organization_name',
      'phone',
      'source',
      'stage',
    ]);
    const notStaff = await call('POST', '/leads', sales.token, { organization_name: 'X', source: 'event', owner_id: donor.user.id });
    expect(notStaff.statusCode).toBe(422);
    expect(notStaff.json().errors).toHaveProperty('owner_id');
    expect((await call('GET', '/leads', admin.token)).json().total).toBe(before);
  });

  it('refuses everyone but staff', async () => {
    expect((await call('GET', '/leads', donor.token)).statusCode).toBe(403);
    expect((await call('POST', '/leads', donor.token, { organization_name: 'X', source: 'event' })).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: '/api/leads' })).statusCode).toBe(401);
    expect((await call('GET', '/sales/conversions?datestart=2026-01-01&dateend=2026-02-01', donor.token)).statusCode).toBe(403);
  });

  it('moves a lead through the stages, audited before and after; won is stamped once and leaving it clears it', async () => {
    const lead = await create({ organization_name: 'Moving Org' });
    const moved = await call('PATCH', `/leads/${lead.id}`, sales.token, { stage: 'meeting' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ stage: 'meeting', won_at: null });
    const won = (await call('PATCH', `/leads/${lead.id}`, sales.token, { stage: 'won' })).json() as LeadJson;
    expect(won.won_at).not.toBeNull();
    // The same stage again changes nothing and records nothing.
    expect((await call('PATCH', `/leads/${lead.id}`, sales.token, { stage: 'won' })).json().won_at).toBe(won.won_at);
    const lost = (await call('PATCH', `/leads/${lead.id}`, admin.token, { stage: 'lost', owner_id: admin.user.id })).json() as LeadJson;
    expect(lost).toMatchObject({ stage: 'lost', won_at: null, owner_id: admin.user.id, owner_name: 'Ada Admin' });
    const log = await audit(lead.id);
    expect(log.data.map((e) => e.action)).toEqual(['lead.update', 'lead.stage', 'lead.stage', 'lead.create']);
    expect(log.data[1]).toMatchObject({ before: { stage: 'meeting' }, after: { stage: 'won' } });
    expect(log.data[0]).toMatchObject({
      actor_id: admin.user.id,
      before: { stage: 'won', owner_id: sales.user.id },
      after: { stage: 'lost', owner_id: admin.user.id },
    });
    const bad = await call('PATCH', `/leads/${lead.id}`, sales.token, { stage: 'sideways', email: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'stage']);
    expect((await call('PATCH', '/leads/999999', sales.token, { stage: 'new' })).statusCode).toBe(404);
  });

  it('deletes a lead; the audit log keeps what it was', async () => {
    const lead = await create({ organization_name: 'Short-lived Org' });
    expect((await call('DELETE', `/leads/${lead.id}`, sales.token)).statusCode).toBe(204);
    expect((await call('GET', `/leads/${lead.id}`, sales.token)).statusCode).toBe(404);
    const log = await audit(lead.id);
    expect(log.data[0]).toMatchObject({ action: 'lead.delete', after: null, before: { organization_name: 'Short-lived Org' } });
    expect((await call('DELETE', `/leads/${lead.id}`, sales.token)).statusCode).toBe(404);
  });

  it('pages, sorts and filters on the server', async () => {
    const tag = `pg${Date.now().toString(36)}`;
    for (const [name, stage, source] of [
      ['Alpha', 'proposal', 'event'],
      ['Bravo', 'new', 'referral'],
      ['Charlie', 'contacted', 'event'],
      ['Delta', 'proposal', 'event'],
    ] as const) {
      await create({ organization_name: `${tag} ${name}`, stage, source, owner_id: name === 'Delta' ? admin.user.id : sales.user.id });
    }
    const list = async (query: string) =>
      (await call('GET', `/leads?q=${tag}&${query}`, sales.token)).json() as { data: LeadJson[]; total: number };
    const names = (page: { data: LeadJson[] }) => page.data.map((l) => l.organization_name.replace(`${tag} `, ''));
    expect(names(await list('sort=organization_name&order=desc'))).toEqual(['Delta', 'Charlie', 'Bravo', 'Alpha']);
    expect(names(await list('sort=stage&order=asc'))).toEqual(['Bravo', 'Charlie', 'Alpha', 'Delta']);
    const paged = await list('sort=organization_name&order=asc&limit=2&offset=2');
    expect(paged.total).toBe(4);
    expect(names(paged)).toEqual(['Charlie', 'Delta']);
    expect(names(await list('stage=proposal&sort=organization_name'))).toEqual(['Alpha', 'Delta']);
    expect(names(await list(`source=event&owner_id=${sales.user.id}&sort=organization_name`))).toEqual(['Alpha', 'Charlie']);
    expect((await call('GET', '/leads?sort=password_hash', sales.token)).statusCode).toBe(422);
    expect((await call('GET', '/leads?stage=maybe', sales.token)).statusCode).toBe(422);
  });

  it('lists the staff who may own a lead', async () => {
    const owners = (await call('GET', '/leads/owners', sales.token)).json() as { data: { id: number; name: string }[] };
    expect(owners.data.map((o) => o.id).sort()).toEqual([admin.user.id, sales.user.id].sort());
  });

  it('marks a lead won, linked to the partner, when its organisation signs up (email or domain; never a free-mail domain)', async () => {
    const exact = await create({ organization_name: 'Exact Org', email: 'Director@Exact-Org.example', stage: 'proposal' });
    const colleague = await create({ organization_name: 'Domain Org', email: 'ceo@domain-org.example', stage: 'contacted' });
    const freeMail = await create({ organization_name: 'Free Mail Org', email: 'someone@gmail.com', stage: 'meeting' });
    const donorLead = await create({ organization_name: 'Donor Org', email: 'donor@donor-org.example' });

    const first = await signUp(test.app, partnerBody('director@exact-org.example', 'Exact Org'));
    const second = await signUp(test.app, partnerBody('finance@domain-org.example', 'Domain Org'));
    await signUp(test.app, partnerBody('other@gmail.com', 'Someone Else'));
    await signUp(test.app, { email: 'donor@donor-org.example' }); // a donor, not a partner
    await test.ctx.events.drain();

    const get = async (id: number) => (await call('GET', `/leads/${id}`, sales.token)).json() as LeadJson;
    expect(await get(exact.id)).toMatchObject({ stage: 'won', partner_user_id: first.user.id });
    expect((await get(exact.id)).won_at).not.toBeNull();
    expect(await get(colleague.id)).toMatchObject({ stage: 'won', partner_user_id: second.user.id });
    expect(await get(freeMail.id)).toMatchObject({ stage: 'meeting', partner_user_id: null });
    expect(await get(donorLead.id)).toMatchObject({ stage: 'new', partner_user_id: null });

    // A second partner at the same domain does not take the lead from the first (a linked lead is never matched again).
    await signUp(test.app, partnerBody('hr@domain-org.example', 'Domain Org Again'));
    await test.ctx.events.drain();
    expect((await get(colleague.id)).partner_user_id).toBe(second.user.id);
  });

  it('reports conversions by seller and period (both days included), and exports them as CSV', async () => {
    const today = test.ctx.clock.now().toISOString().slice(0, 10);
    const report = (await call('GET', `/sales/conversions?datestart=${today}&dateend=${today}&bucket=day`, sales.token)).json() as {
      datestart: string;
      dateend: string;
      rows: { owner_id: number; period: string; won: number; partners: number; premium: number }[];
      sellers: { owner_id: number; won: number; partners: number; premium: number }[];
      totals: { won: number; partners: number; premium: number; premium_first_year_cents: number };
    };
    // Won here: Exact Org and Domain Org (both partners, by sign-up), owned by the seller. Moving Org was won, then lost.
    expect(report).toMatchObject({ datestart: today, dateend: today });
    const none = { premium: 0, premium_first_year_cents: 0 };
    expect(report.sellers).toEqual([{ owner_id: sales.user.id, owner_name: 'Sam Seller', won: 2, partners: 2, ...none }]);
    expect(report.rows).toEqual([{ owner_id: sales.user.id, owner_name: 'Sam Seller', period: today, won: 2, partners: 2, ...none }]);
    expect(report.totals).toEqual({ won: 2, partners: 2, ...none });
    const yesterday = new Date(test.ctx.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    expect((await call('GET', `/sales/conversions?datestart=${yesterday}&dateend=${yesterday}`, admin.token)).json().totals).toEqual({
      won: 0,
      partners: 0,
      ...none,
    });
    // Without a range: the last 30 days up to today, by month.
    const fallback = (await call('GET', '/sales/conversions', admin.token)).json() as { dateend: string; bucket: string; totals: object };
    expect(fallback).toMatchObject({ dateend: today, bucket: 'month', totals: { won: 2, partners: 2, ...none } });
    const bad = await call('GET', `/sales/conversions?datestart=${today}&dateend=${yesterday}`, admin.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('dateend');

    const file = await call('GET', `/sales/conversions/export?datestart=${yesterday}&dateend=${today}&bucket=day`, sales.token);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="storyfund-sales-${yesterday}_${today}.csv"`);
    expect(
      file.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      'period,seller_id,seller,leads_won,partners_signed_up,premium_conversions,premium_first_year_usd',
      `${today},${sales.user.id},Sam Seller,2,2,0,0`,
    ]);
    const badExport = await call('GET', `/sales/conversions/export?datestart=${today}&dateend=${yesterday}`, sales.token);
    expect(badExport.statusCode).toBe(422);
    expect((await call('GET', '/sales/conversions/export', donor.token)).statusCode).toBe(403);
  });
});
