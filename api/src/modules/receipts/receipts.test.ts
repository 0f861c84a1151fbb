import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, lastMailTo, signUp, type TestApp } from '../../test-support/test-app.js';
import { mailsTo, setUser } from '../../test-support/accounts.js';
import { createFixedClock } from '../../lib/clock.js';
import { assertLedgerBalanced, give, insertProject, validGift } from '../../test-support/gifts.js';
import { sendDueAnnualStatements } from './annual-statements.service.js';

describe('tax receipts and annual statements', () => {
  let test: TestApp;
  const clock = createFixedClock(new Date('2025-11-20T10:00:00Z'));
  let charity: Awaited<ReturnType<typeof signUp>>;
  let storyteller: Awaited<ReturnType<typeof signUp>>;
  let donor: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  let exemptProject: number;
  let plainProject: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    [charity, storyteller, donor, other] = await Promise.all([
      signUp(test.app, { first_name: 'Well', last_name: 'Keepers' }),
      signUp(test.app),
      signUp(test.app, { first_name: 'Dee', last_name: 'Donor' }),
      signUp(test.app),
    ]);
    await setUser(test, charity.user.id, {
      tax_exempt_teller: true,
      is_partner: true,
      organization_name: 'Well Keepers Inc.',
      physical_address: '1 Spring Road, Austin TX',
    });
    exemptProject = await insertProject(test, charity.user.id, { title: 'Village well', owner_tax_exempt: true });
    plainProject = await insertProject(test, storyteller.user.id, { title: 'Bike to school' });
  });
  afterAll(() => test.close());

  const receipt = (giftId: number, token?: string) =>
    test.app.inject({ url: `/api/gifts/${giftId}/receipt`, headers: token ? bearer(token) : {} });

  it('a gift to a tax-exempt partner emails a numbered PDF receipt; other gifts get none', async () => {
    const exempt = await give(test, exemptProject, validGift({ amount_cents: 12_345, tip_cents: 500 }), { token: donor.token });
    expect(exempt.statusCode).toBe(201);
    expect(exempt.json().gift.tax_exempt_gift).toBe(true);
    const mail = await lastMailTo(test, donor.user.email!);
    expect(mail?.subject).toBe('Your tax receipt SF-2025-000001 from Well Keepers Inc.');
    expect(mail?.attachments).toEqual([{ filename: 'storyfund-receipt-SF-2025-000001.pdf', content_type: 'application/pdf' }]);

    const plain = await give(test, plainProject, validGift(), { token: donor.token });
    expect(plain.json().gift.tax_exempt_gift).toBe(false);
    expect((await mailsTo(test, donor.user.email!)).filter((m) => m.subject.startsWith('Your tax receipt'))).toHaveLength(1);
    expect((await receipt(plain.json().gift.id, donor.token)).statusCode).toBe(404);
    await assertLedgerBalanced(test);
  });

  it('the donor (and an admin) download the PDF; anyone else is told it does not exist', async () => {
    const giftId = (await give(test, exemptProject, validGift({ amount_cents: 2_000 }), { token: donor.token })).json().gift.id;
    const pdf = await receipt(giftId, donor.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="storyfund-receipt-SF-2025-000002.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('Tax receipt SF-2025-000002');
    // The same document each time: the number is issued once.
    expect((await receipt(giftId, donor.token)).rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect((await receipt(giftId, other.token)).statusCode).toBe(404);
    expect((await receipt(giftId, charity.token)).statusCode).toBe(404);
    expect((await receipt(giftId)).statusCode).toBe(401);
  });

  it('numbers are unique and consecutive under concurrent gifts, and start again each year', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => give(test, exemptProject, validGift({ amount_cents: 1_000 }), { token: donor.token })),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const subjects = (await mailsTo(test, donor.user.email!)).map((m) => m.subject).filter((s) => s.startsWith('Your tax receipt'));
    const numbers = subjects
      .map((s) => s.match(/SF-2025-(\d{6})/)![1])
      .map(Number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    clock.set(new Date('2026-01-03T09:00:00Z'));
    await give(test, exemptProject, validGift(), { token: donor.token });
    expect((await lastMailTo(test, donor.user.email!))?.subject).toBe('Your tax receipt SF-2026-000001 from Well Keepers Inc.');
  });

  it("POST send-tax-exempt-receipt emails it again, only for one's own tax-exempt gift", async () => {
    const gifts = (await test.app.inject({ url: `/api/users/${donor.user.id}/gifts?limit=100`, headers: bearer(donor.token) })).json()
      .data as { id: number; tax_exempt_gift: boolean }[];
    const exempt = gifts.find((g) => g.tax_exempt_gift)!;
    const plain = gifts.find((g) => !g.tax_exempt_gift)!;
    const send = (userId: number, giftId: number, token: string) =>
      test.app.inject({
        method: 'POST',
        url: `/api/users/${userId}/send-tax-exempt-receipt`,
        headers: bearer(token),
        payload: { gift_id: giftId },
      });
    const before = (await mailsTo(test, donor.user.email!)).length;
    const again = await send(donor.user.id, exempt.id, donor.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ sent: true, to: donor.user.email });
    expect((await mailsTo(test, donor.user.email!)).length).toBe(before + 1);
    expect((await send(donor.user.id, plain.id, donor.token)).json()).toMatchObject({
      errors: { gift_id: [expect.stringContaining('not tax-exempt')] },
    });
    expect((await send(other.user.id, exempt.id, other.token)).statusCode).toBe(404);
    expect((await send(donor.user.id, exempt.id, other.token)).statusCode).toBe(403);
  });

  it("lists the years given in, serves each year's statement, and emails last year's once in January", async () => {
    const list = (await test.app.inject({ url: `/api/users/${donor.user.id}/annual-statements`, headers: bearer(donor.token) })).json();
    expect(list.data.map((y: { year: number }) => y.year)).toEqual([2026, 2025]);
    const y2025 = list.data[1];
    expect(y2025.gifts_count).toBe(15);
    expect(y2025.tax_exempt_cents).toBe(12_345 + 2_000 + 12 * 1_000);
    expect(y2025.total_cents).toBe(y2025.tax_exempt_cents + 5_000);

    const pdf = await test.app.inject({ url: `/api/users/${donor.user.id}/annual-statements/2025`, headers: bearer(donor.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain('Annual giving statement 2025');
    expect(
      (await test.app.inject({ url: `/api/users/${donor.user.id}/annual-statements/2019`, headers: bearer(donor.token) })).statusCode,
    ).toBe(404);
    expect(
      (await test.app.inject({ url: `/api/users/${donor.user.id}/annual-statements/2025`, headers: bearer(other.token) })).statusCode,
    ).toBe(403);

    // Two instances run the January job at once: each donor of 2025 gets one statement.
    const now = clock.now();
    const [a, b] = await Promise.all([sendDueAnnualStatements(test.ctx, now), sendDueAnnualStatements(test.ctx, now)]);
    expect(a + b).toBe(1);
    expect(await sendDueAnnualStatements(test.ctx, now)).toBe(0);
    const statements = (await mailsTo(test, donor.user.email!)).filter((m) => m.subject === 'Your Storyfund giving statement for 2025');
    expect(statements).toHaveLength(1);
    expect(statements[0]!.attachments).toEqual([{ filename: 'storyfund-statement-2025.pdf', content_type: 'application/pdf' }]);
    const after = (await test.app.inject({ url: `/api/users/${donor.user.id}/annual-statements`, headers: bearer(donor.token) })).json();
    expect(after.data[1].sent_at).not.toBeNull();
    // Outside January the job sends nothing.
    expect(await sendDueAnnualStatements(test.ctx, new Date('2026-02-01T00:00:00Z'))).toBe(0);
  });
});
