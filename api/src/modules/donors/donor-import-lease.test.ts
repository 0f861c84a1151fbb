import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createFixedClock } from '../../lib/clock.js';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { setUser } from '../../test-support/accounts.js';
import { multipart } from '../../test-support/timeline.js';
import { failExpiredImports, IMPORT_LEASE_MS } from './donor-import.service.js';
import * as imports from './donor-imports.repository.js';
import { insertImportedDonors } from './donors.repository.js';

type Session = Awaited<ReturnType<typeof signUp>>;
const START = new Date('2026-03-02T09:00:00.000Z');
const MAPPING = { first_name_column: 'First', last_name_column: 'Last', email_column: 'Email' };
const later = (ms: number) => new Date(START.getTime() + ms);

describe('donor imports cut by a crash: a lease renewed per batch, failed once it runs out', () => {
  const clock = createFixedClock(START);
  let test: TestApp;
  let partner: Session;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    partner = await signUp(test.app);
    await setUser(test, partner.user.id, { is_partner: true, is_premium: true });
  });
  afterAll(() => test.close());

  const tag = Date.now().toString(36);
  const csvOf = (name: string) => ['Email,First,Last', `${name}-${tag}@example.test,Ann,${name}`].join('\r\n');
  const upload = (csv: string) => {
    const { payload, headers } = multipart([{ name: 'file', filename: 'list.csv', contentType: 'text/csv', data: csv }]);
    const query = new URLSearchParams(MAPPING).toString();
    return test.app.inject({
      method: 'POST',
      url: `/api/users/${partner.user.id}/donor-import?${query}`,
      headers: { ...headers, ...bearer(partner.token) },
      payload,
    });
  };
  const stats = (importId: number) =>
    test.app.inject({ url: `/api/users/${partner.user.id}/donor-import/${importId}/stats`, headers: bearer(partner.token) });
  const donorsOf = async (importId: number) =>
    Number(
      (await queryRows<{ n: string }>(test.ctx.db, sql`SELECT count(*) AS n FROM network_donors WHERE import_id = ${importId}`))[0]!.n,
    );

  /** An import as a server leaves it when it dies after its first batch: running, one donor written. */
  async function crashedImport(name: string, at = START): Promise<number> {
    clock.set(at);
    const csv = csvOf(name);
    const started = await imports.startImport(test.ctx.db, {
      partner_id: partner.user.id,
      created_by_id: partner.user.id,
      file_name: 'list.csv',
      file_sha256: createHash('sha256').update(csv).digest('hex'),
      mapping: MAPPING,
      now: at,
      lease_until: at,
    });
    const meta = { partner_id: partner.user.id, import_id: started!.id, added_by_id: partner.user.id, now: at };
    const email = `${name}-${tag}@example.test`;
    await insertImportedDonors(test.ctx.db, [{ first_name: 'Ann', last_name: name, email, email_normalized: email }], meta);
    const lease = new Date(at.getTime() + IMPORT_LEASE_MS);
    await imports.recordProgress(test.ctx.db, started!.id, { rows_read: 1, created: 1, duplicates: 0, invalid: 0 }, [], lease);
    return started!.id;
  }

  it('keeps a running import within its lease; once it runs out, a stats read shows it failed, undo removes its donors, and the file imports again', async () => {
    const id = await crashedImport('ada');
    clock.set(later(IMPORT_LEASE_MS - 1_000));
    expect((await stats(id)).json()).toMatchObject({ state: 'running', rows_read: 1, created: 1 });
    const blocked = await upload(csvOf('ada'));
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ id, state: 'running', already_imported: true });

    clock.set(later(IMPORT_LEASE_MS + 1_000));
    const failed = (await stats(id)).json();
    expect(failed).toMatchObject({ state: 'failed', rows_read: 1, created: 1 });
    expect(failed.error).toMatch(/stopped before the end/);
    const undone = await test.app.inject({
      method: 'DELETE',
      url: `/api/users/${partner.user.id}/donor-import/${id}`,
      headers: bearer(partner.token),
    });
    expect(undone.json()).toMatchObject({ state: 'undone' });
    expect(await donorsOf(id)).toBe(0);
    const again = await upload(csvOf('ada'));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ state: 'done', created: 1, already_imported: false });
  });

  it('an upload of another file fails the expired import first, so that file is free again too', async () => {
    const id = await crashedImport('bea');
    clock.set(later(IMPORT_LEASE_MS + 60_000));
    expect((await upload(csvOf('cyd'))).statusCode).toBe(201);
    const [row] = await queryRows<{ state: string }>(test.ctx.db, sql`SELECT state FROM donor_imports WHERE id = ${id}`);
    expect(row!.state).toBe('failed');
    expect((await upload(csvOf('bea'))).json()).toMatchObject({ state: 'done', already_imported: false });
  });

  it('each batch renews the lease; the periodic job fails only the imports whose lease ran out', async () => {
    const renewed = await crashedImport('dot');
    const stalled = await crashedImport('eve');
    // Four minutes on, the first import writes another batch: its lease now runs to minute 9.
    const batchAt = later(4 * 60_000);
    await imports.recordProgress(
      test.ctx.db,
      renewed,
      { rows_read: 1, created: 0, duplicates: 1, invalid: 0 },
      [],
      new Date(batchAt.getTime() + IMPORT_LEASE_MS),
    );
    expect(await failExpiredImports(test.ctx, later(IMPORT_LEASE_MS + 1_000))).toBe(1);
    const states = await queryRows<{ id: number; state: string }>(
      test.ctx.db,
      sql`SELECT id, state FROM donor_imports WHERE id IN (${renewed}, ${stalled}) ORDER BY id`,
    );
    expect(states.map((s) => s.state)).toEqual(['running', 'failed']);
    // A batch written after its import was failed says so, and renews nothing: the importer stops.
    expect(
      await imports.recordProgress(test.ctx.db, stalled, { rows_read: 1, created: 0, duplicates: 0, invalid: 0 }, [], later(3_600_000)),
    ).toBe(false);
    expect(await failExpiredImports(test.ctx, later(4 * 60_000 + IMPORT_LEASE_MS + 1_000))).toBe(1);
  });
});
