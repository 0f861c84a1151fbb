import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole, mailsTo } from '../../test-support/accounts.js';
import { createFixedClock } from '../../lib/clock.js';
import { give, insertProject, validGift } from '../../test-support/gifts.js';

describe('gifts by period, all received gifts, and scheduled dedications', () => {
  let test: TestApp;
  const clock = createFixedClock(new Date('2025-01-31T23:30:00Z'));
  let owner: Awaited<ReturnType<typeof signUp>>;
  let donor: Awaited<ReturnType<typeof signUp>>;
  let helper: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    [owner, donor, helper] = await Promise.all([
      signUp(test.app),
      signUp(test.app, { first_name: 'Dee', last_name: 'Donor' }),
      signUp(test.app),
    ]);
    await grantRole(test, helper.user.id, owner.user.id, 'admin');
    projectId = await insertProject(test, owner.user.id, { title: '=cmd|calc, "roof"' });
    // 31 Jan 23:30, 1 Feb 00:30, 28 Feb 12:00, 1 Mar 00:00 (UTC)
    for (const [at, cents] of [
      ['2025-01-31T23:30:00Z', 1_000],
      ['2025-02-01T00:30:00Z', 2_000],
      ['2025-02-28T12:00:00Z', 3_050],
      ['2025-03-01T00:00:00Z', 4_000],
    ] as const) {
      clock.set(new Date(at));
      expect(
        (await give(test, projectId, validGift({ amount_cents: cents, anonymous: cents === 3_050 }), { token: donor.token })).statusCode,
      ).toBe(201);
    }
  });
  afterAll(() => test.close());

  const get = (url: string, token: string) => test.app.inject({ url, headers: bearer(token) });

  it('lists what a donor gave between two days (both included, UTC), with dollars, display dates and totals', async () => {
    const res = await get(`/api/users/${donor.user.id}/gifts-by-period?datestart=2025-02-01&dateend=2025-02-28`, donor.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ datestart: '2025-02-01', dateend: '2025-02-28', total: 2, total_amount_cents: 5_050, total_amount: 50.5 });
    expect(body.data.map((g: { amount_cents: number; amount: number; date: string }) => [g.amount_cents, g.amount, g.date])).toEqual([
      [3_050, 30.5, '28/02/2025 12:00:00'],
      [2_000, 20, '01/02/2025 00:30:00'],
    ]);
    expect(
      (
        await get(`/api/users/${donor.user.id}/gifts-by-period?datestart=2025-02-01&dateend=2025-02-28&limit=1&offset=1`, donor.token)
      ).json().data,
    ).toHaveLength(1);
  });

  it('lists what an account received in a period, never naming an anonymous donor, for the account and its admins', async () => {
    const url = `/api/users/${owner.user.id}/received-gifts-by-period?datestart=2025-02-01&dateend=2025-03-01`;
    const body = (await get(url, helper.token)).json();
    expect(body.total).toBe(3);
    expect(body.data.map((g: { donor_name: string }) => g.donor_name)).toEqual(['Dee Donor', 'Anonymous', 'Dee Donor']);
    expect((await get(url, owner.token)).statusCode).toBe(200);
    expect((await get(url, donor.token)).statusCode).toBe(403);
  });

  it('answers 422 with field errors for bad or reversed periods', async () => {
    const bad = await get(`/api/users/${donor.user.id}/gifts-by-period?datestart=2025-02-30&dateend=2025-01-01`, donor.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ datestart: ['Please give a date as YYYY-MM-DD'] });
    const reversed = await get(`/api/users/${donor.user.id}/gifts-by-period?datestart=2025-03-01&dateend=2025-02-01`, donor.token);
    expect(reversed.json().errors).toEqual({ dateend: ['The end date cannot be before the start date'] });
    const missing = await get(`/api/users/${donor.user.id}/gifts-by-period?datestart=2025-03-01`, donor.token);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['dateend']);
  });

  it('all-received-gifts answers everything, as JSON or as a CSV that spreadsheets cannot run', async () => {
    const json = (await get(`/api/users/${owner.user.id}/all-received-gifts`, owner.token)).json();
    expect(json).toMatchObject({ total: 4, total_amount_cents: 10_050, total_amount: 100.5 });
    const csv = await get(`/api/users/${owner.user.id}/all-received-gifts?format=csv`, owner.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(
      'gift_id,date_utc,project_id,project,donor,amount,platform_fee,card_fee,net_to_recipient,monthly,anonymous,tax_exempt',
    );
    expect(lines[1]).toContain(`"01/03/2025 00:00:00",${projectId},"'=cmd|calc, ""roof""","Dee Donor",40,`);
    expect((await get(`/api/users/${owner.user.id}/all-received-gifts?format=csv`, donor.token)).statusCode).toBe(403);
  });

  it('a scheduled dedication waits in the outbox until its day, then appears in the mailbox', async () => {
    clock.set(new Date('2025-03-10T15:00:00Z'));
    const res = await give(
      test,
      projectId,
      validGift({ dedicatee_name: 'Ada', dedicatee_email: 'ada@example.test', dedication_send_on: '2025-03-14' }),
      { token: donor.token },
    );
    expect(res.statusCode).toBe(201);
    expect(await mailsTo(test, 'ada@example.test')).toHaveLength(0);
    clock.set(new Date('2025-03-14T07:59:00Z'));
    expect(await mailsTo(test, 'ada@example.test')).toHaveLength(0);
    clock.set(new Date('2025-03-14T08:00:00Z'));
    expect((await mailsTo(test, 'ada@example.test')).map((m) => m.subject)).toEqual(['A gift was made in your honour']);
  });

  it('a dedication date must be a real day, not past, at most a year ahead, and needs an email', async () => {
    clock.set(new Date('2025-03-10T15:00:00Z'));
    const errors = async (body: Record<string, unknown>) =>
      (await give(test, projectId, validGift({ dedicatee_name: 'Ada', ...body }), { token: donor.token })).json().errors;
    expect(await errors({ dedicatee_email: 'ada@example.test', dedication_send_on: '2025-03-09' })).toEqual({
      dedication_send_on: ['The date cannot be in the past'],
    });
    expect(await errors({ dedicatee_email: 'ada@example.test', dedication_send_on: '2026-03-12' })).toEqual({
      dedication_send_on: ['The date can be at most a year ahead'],
    });
    expect(await errors({ dedicatee_email: 'ada@example.test', dedication_send_on: '14/03/2025' })).toEqual({
      dedication_send_on: ['Please give a date as YYYY-MM-DD'],
    });
    expect(await errors({ dedication_send_on: '2025-03-12' })).toEqual({
      dedication_send_on: ["A scheduled dedication needs the dedicatee's email"],
    });
  });
});
