import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { migrationsDir } from '../../db/migrate.js';
import { bearer, createTestApp, signUp, uniqueEmail, type TestApp } from '../../test-support/test-app.js';
import { mailsTo, setUser } from '../../test-support/accounts.js';
import { give, insertProject, validGift } from '../../test-support/gifts.js';
import { recordGift } from '../../test-support/projects.js';
import { addGaveDonor } from './donors.service.js';

type Session = Awaited<ReturnType<typeof signUp>>;
interface DonorRow {
  id: number;
  source: string;
  user: { id: number } | null;
  gave_at: string | null;
  email: string;
}

describe('network donors who gave (the gift.recorded listener donors.add-gave-donor, and the backfill of migration 0064)', () => {
  let test: TestApp;
  let partner: Session;
  let projectId: number;
  let otherProjectId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    partner = await signUp(test.app);
    await setUser(test, partner.user.id, { is_partner: true });
    projectId = await insertProject(test, partner.user.id);
    otherProjectId = await insertProject(test, partner.user.id, { title: 'Second well' });
  });
  afterAll(() => test.close());

  const donorsOf = async (email: string, partnerId = partner.user.id): Promise<DonorRow[]> => {
    const response = await test.app.inject({
      url: `/api/users/${partnerId}/network-donors?query=${encodeURIComponent(email)}`,
      headers: bearer(partner.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: DonorRow[] }).data;
  };
  const rowsFor = async (donorId: number) =>
    queryRows<{ partner_id: number }>(test.ctx.db, sql`SELECT partner_id FROM network_donors WHERE user_id = ${donorId}`);

  it("adds the donor of a named gift to the partner's network once, as a donor who gave, and emails nobody", async () => {
    const donor = await signUp(test.app);
    const mailsBefore = (await mailsTo(test, donor.user.email)).length;
    expect((await give(test, projectId, validGift(), { token: donor.token })).statusCode).toBe(201);
    expect((await give(test, otherProjectId, validGift({ amount_cents: 700 }), { token: donor.token })).statusCode).toBe(201);
    const rows = await donorsOf(donor.user.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'gave', user: { id: donor.user.id }, email: donor.user.email });
    expect(rows[0]!.gave_at).not.toBeNull();
    expect(await mailsTo(test, donor.user.email)).toHaveLength(mailsBefore);
  });

  it('never adds the donor of an anonymous gift or a guest, nor the donors of an account that is not a partner', async () => {
    const shy = await signUp(test.app);
    expect((await give(test, projectId, validGift({ anonymous: true }), { token: shy.token })).statusCode).toBe(201);
    expect(await rowsFor(shy.user.id)).toEqual([]);
    const guestEmail = uniqueEmail('guest');
    const guest = await give(
      test,
      projectId,
      validGift({ is_guest: true, guest_first_name: 'Gail', guest_last_name: 'Guest', guest_email: guestEmail }),
    );
    expect(guest.statusCode, guest.body).toBe(201);
    expect(await rowsFor(guest.json().gift.donor_id)).toEqual([]);
    const person = await signUp(test.app);
    const personalProject = await insertProject(test, person.user.id);
    const donor = await signUp(test.app);
    expect((await give(test, personalProject, validGift(), { token: donor.token })).statusCode).toBe(201);
    expect(await rowsFor(donor.user.id)).toEqual([]);
  });

  it('updates a donor added by hand who later gives (its source kept, its account linked), and a redelivered event changes nothing', async () => {
    const donor = await signUp(test.app);
    const added = await test.app.inject({
      method: 'POST',
      url: `/api/users/${partner.user.id}/add-donor-to-network`,
      headers: bearer(partner.token),
      payload: { first_name: 'Known', last_name: 'Friend', email: ` ${donor.user.email.toUpperCase()} ` },
    });
    expect(added.statusCode, added.body).toBe(201);
    const gift = await give(test, projectId, validGift(), { token: donor.token });
    expect(gift.statusCode).toBe(201);
    const [row] = await donorsOf(donor.user.email);
    expect(row).toMatchObject({ id: added.json().id, source: 'added', user: { id: donor.user.id } });
    expect(row!.gave_at).not.toBeNull();
    // The event handled again, and a later gift's event: still one row, with the first gift's time.
    const event = {
      gift_id: gift.json().gift.id,
      project_id: projectId,
      donor_id: donor.user.id,
      recipient_id: partner.user.id,
      amount_cents: 5_000,
      tip_cents: 0,
      monthly: false,
      anonymous: false,
      tax_exempt: false,
      encouragement: null,
      dedicatee_name: null,
      dedicatee_email: null,
      dedication_send_at: null,
      at: new Date(Date.parse(row!.gave_at!) + 86_400_000).toISOString(),
    };
    await addGaveDonor(test.ctx, event);
    await addGaveDonor(test.ctx, event);
    expect(await donorsOf(donor.user.email)).toEqual([row]);
  });

  it('concurrent gifts of one donor to the partner make one network donor', async () => {
    const donor = await signUp(test.app);
    const other = await test.anotherInstance();
    try {
      const event = (at: number) => ({
        gift_id: at,
        project_id: projectId,
        donor_id: donor.user.id,
        recipient_id: partner.user.id,
        amount_cents: 100,
        tip_cents: 0,
        monthly: false,
        anonymous: false,
        tax_exempt: false,
        encouragement: null,
        dedicatee_name: null,
        dedicatee_email: null,
        dedication_send_at: null,
        at: new Date(Date.UTC(2026, 0, 1 + at)).toISOString(),
      });
      const gifts = await Promise.all([
        give(test, projectId, validGift(), { token: donor.token }),
        give(test, otherProjectId, validGift(), { token: donor.token }),
        ...[1, 2, 3].map((n) => addGaveDonor(n % 2 ? test.ctx : other.ctx, event(n))),
      ]);
      expect(gifts.slice(0, 2).map((g) => (g as { statusCode: number }).statusCode)).toEqual([201, 201]);
    } finally {
      await other.close();
    }
    const rows = await donorsOf(donor.user.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.gave_at).toBe('2026-01-02T00:00:00.000Z');
  });

  it("the migration's backfill adds the donors of earlier named gifts, once, and keeps the first gift's time", async () => {
    const early = await signUp(test.app);
    const shy = await signUp(test.app);
    await recordGift(test, projectId, early.user.id, 1_000, { at: new Date('2025-03-01T10:00:00Z') });
    await recordGift(test, otherProjectId, early.user.id, 1_000, { at: new Date('2025-02-01T10:00:00Z') });
    await recordGift(test, projectId, early.user.id, 1_000, { at: new Date('2025-01-01T10:00:00Z'), status: 'failed' });
    await recordGift(test, projectId, shy.user.id, 1_000, { anonymous: true });
    expect(await rowsFor(early.user.id)).toEqual([]);
    const migration = fs.readFileSync(path.join(migrationsDir, '0064_premium_donor_crm.sql'), 'utf8');
    await test.database.exec(migration);
    await test.database.exec(migration);
    const rows = await donorsOf(early.user.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'gave', user: { id: early.user.id }, gave_at: '2025-02-01T10:00:00.000Z' });
    expect(await rowsFor(shy.user.id)).toEqual([]);
  });
});
