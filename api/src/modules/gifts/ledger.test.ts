import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { gifts, ledgerEntries, users } from '../../db/schema/index.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { give, insertProject, validGift } from '../../test-support/gifts.js';
import { checkLedger } from './ledger.service.js';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));

describe('the ledger: balanced journals, append-only, and the check', () => {
  let test: TestApp;
  let donor: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    donor = await signUp(test.app);
    projectId = await insertProject(test, (await signUp(test.app)).user.id);
    await give(test, projectId, validGift({ tip_cents: 250 }), { token: donor.token });
  });
  afterAll(() => test.close());

  it('the check passes on gifts made through the API', async () => {
    expect(await checkLedger(test.ctx.db)).toMatchObject({ ok: true, total_cents: 0, entries: expect.any(Number) });
  });

  it('a journal that does not sum to zero cannot be committed', async () => {
    await expect(
      test.ctx.db.insert(ledgerEntries).values([
        { journal: 'manual:1', account: 'platform:fees', amount_cents: 100 },
        { journal: 'manual:1', account: 'platform:tips', amount_cents: -99 },
      ]),
    ).rejects.toThrow();
    await test.ctx.db.insert(ledgerEntries).values([
      { journal: 'manual:2', account: 'platform:fees', amount_cents: 100 },
      { journal: 'manual:2', account: 'platform:tips', amount_cents: -100 },
    ]);
    expect((await checkLedger(test.ctx.db)).ok).toBe(true);
  });

  it('entries are never changed or deleted', async () => {
    await expect(test.ctx.db.update(ledgerEntries).set({ amount_cents: 1 })).rejects.toThrow();
    await expect(test.ctx.db.delete(ledgerEntries)).rejects.toThrow();
    // Nor emptied: the daily rollup /office reads (ledger_day_balances) would outlive them.
    await expect(test.ctx.db.execute(sql`TRUNCATE ledger_entries CASCADE`)).rejects.toThrow();
    expect((await checkLedger(test.ctx.db)).ok).toBe(true);
  });

  it('finds a day of the rollup that drifted from the entries', async () => {
    const [key] = await queryRows<{ day: string; shard: number }>(
      test.ctx.db,
      sql`UPDATE ledger_day_balances SET amount_cents = amount_cents + 1
          WHERE (day, shard, account) = (SELECT day, shard, account FROM ledger_day_balances WHERE account = 'platform:tips' ORDER BY shard LIMIT 1)
          RETURNING to_char(day, 'YYYY-MM-DD') AS day, shard`,
    );
    const [tips] = await queryRows<{ cents: number }>(
      test.ctx.db,
      sql`SELECT sum(amount_cents)::int8 AS cents FROM ledger_entries
          WHERE account = 'platform:tips' AND (created_at AT TIME ZONE 'UTC')::date = ${key!.day}::date`,
    );
    const report = await checkLedger(test.ctx.db);
    expect(report.ok).toBe(false);
    const cents = Number(tips!.cents);
    expect(report.day_mismatches).toEqual([{ day: key!.day, account: 'platform:tips', ledger_cents: cents, rollup_cents: cents + 1 }]);
    await test.ctx.db.execute(
      sql`UPDATE ledger_day_balances SET amount_cents = amount_cents - 1 WHERE day = ${key!.day}::date AND shard = ${key!.shard} AND account = 'platform:tips'`,
    );
    expect((await checkLedger(test.ctx.db)).ok).toBe(true);
  });

  it('finds a project total that drifted from its ledger', async () => {
    await test.ctx.db.execute(sql`UPDATE project_totals SET amount_raised_cents = amount_raised_cents + 1 WHERE project_id = ${projectId}`);
    const report = await checkLedger(test.ctx.db);
    expect(report.ok).toBe(false);
    expect(report.project_mismatches).toEqual([{ project_id: projectId, amount_raised_cents: 5_001, ledger_cents: 5_000 }]);
    await test.ctx.db.execute(sql`UPDATE project_totals SET amount_raised_cents = amount_raised_cents - 1 WHERE project_id = ${projectId}`);
  });

  it('the CLI prints the report and exits 1 when the ledger is off', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyfund-ledger-'));
    try {
      const database = await openDatabase({ dataDir: dir });
      await migrate(database);
      const [user] = await database.db.insert(users).values({ first_name: 'L' }).returning({ id: users.id });
      await database.exec(
        `INSERT INTO projects (id, owner_id, title, description, goal_amount_cents, amount_raised_cents) VALUES (1, ${user!.id}, 't', 'd', 1000, 700)`,
      );
      await database.db.insert(gifts).values({ project_id: 1, donor_id: user!.id, recipient_id: user!.id, amount_cents: 700 });
      await database.close();
      const cli = ['--conditions=source', '--import', 'tsx', path.join(here, 'ledger-check-cli.ts')];
      const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dir, APP_ENV: 'test' };
      const ok = await run(process.execPath, cli, { env });
      expect(JSON.parse(ok.stdout)).toMatchObject({ ok: true, entries: 2 });

      const again = await openDatabase({ dataDir: dir });
      await again.exec('UPDATE project_totals SET amount_raised_cents = 0');
      await again.close();
      const failed = await run(process.execPath, cli, { env }).catch((err: { code: number; stdout: string }) => err);
      expect((failed as { code: number }).code).toBe(1);
      expect(JSON.parse(failed.stdout)).toMatchObject({
        ok: false,
        project_mismatches: [{ project_id: 1, amount_raised_cents: 0, ledger_cents: 700 }],
      });

      // While a server holds the embedded database, the CLI says so in a sentence (no stack) and exits 3.
      const held = await openDatabase({ dataDir: dir });
      try {
        const refused = await run(process.execPath, cli, { env }).catch((err: { code: number; stderr: string }) => err);
        expect((refused as { code: number }).code).toBe(3);
        expect((refused as { stderr: string }).stderr).toMatch(/already open in another Storyfund process \(pid \d+\)/);
        expect((refused as { stderr: string }).stderr).not.toMatch(/\n\s+at /);
      } finally {
        await held.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
