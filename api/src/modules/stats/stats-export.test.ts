import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { keysetBatches } from '../../lib/csv.js';
import { insertProject } from '../../test-support/gifts.js';
import { recordGift } from '../../test-support/projects.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { giftExportKey, giftsAfter, type GiftExportKey } from './stats-export.repository.js';
import { toDays } from './stats-range.js';

describe('the gifts export walks the gifts in keyset batches', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp();
    const partner = await signUp(test.app);
    const donor = await signUp(test.app);
    const project = await insertProject(test, partner.user.id, { title: 'Wells' });
    for (let i = 0; i < 5; i++) await recordGift(test, project, donor.user.id, 1_000 + i, { at: new Date('2026-11-02T10:00:00.000Z') });
    // Gifts stamped by the database carry microseconds, finer than a JavaScript Date: 10:00:00.000100, .000200...
    await queryRows(test.ctx.db, sql`UPDATE gifts SET gift_at = gift_at + (amount_cents - 999) * interval '100 microseconds'`);
  });
  afterAll(() => test.close());

  it('gives every gift exactly once, in order, even when batches end inside one millisecond', async () => {
    const seen: number[] = [];
    const batches = keysetBatches(
      (after: GiftExportKey | undefined, limit) => giftsAfter(test.ctx.db, toDays('2026-11-01', '2026-11-30'), after, limit),
      giftExportKey,
      2,
    );
    for await (const batch of batches) seen.push(...batch.map((g) => g.amount_cents));
    expect(seen.map(Number)).toEqual([1_000, 1_001, 1_002, 1_003, 1_004]);
  });
});
