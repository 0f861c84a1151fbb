import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { applyGiftToProject } from './project-funding.service.js';
import { createProject, getJson, projectRow, recordGift } from '../../test-support/projects.js';

describe('applyGiftToProject: the raised total, gift count and funding stamps', () => {
  let test: TestApp;
  let token: string;
  let donorId: number;
  beforeAll(async () => {
    test = await createTestApp();
    token = (await signUp(test.app)).token;
    donorId = (await signUp(test.app)).user.id;
  });
  afterAll(() => test.close());

  const at = (minute: number) => new Date(Date.UTC(2031, 5, 1, 12, minute));
  const apply = (id: number, delta: number, when: Date) => test.ctx.transaction((tx) => applyGiftToProject(test.ctx, tx, id, delta, when));

  it('stamps half_funded_at and funded_at with the time of the gift that crosses each threshold', async () => {
    const { id } = await createProject(test, token, { goal_amount_cents: 10_000 });
    const first = await recordGift(test, id, donorId, 4_999, { at: at(1) });
    expect(first).toMatchObject({
      amount_raised_cents: 4_999,
      gifts_count: 1,
      funded_at: null,
      half_funded_at: null,
      just_funded: false,
      just_half_funded: false,
    });
    const half = await recordGift(test, id, donorId, 1, { at: at(2) });
    expect(half).toMatchObject({ amount_raised_cents: 5_000, half_funded_at: at(2), just_half_funded: true, just_funded: false });
    expect((await getJson(test, `/api/projects/${id}`)).json()).toMatchObject({
      is_half_funded: true,
      is_funded: false,
      amount_left_cents: 5_000,
    });
    const full = await recordGift(test, id, donorId, 5_000, { at: at(3) });
    expect(full).toMatchObject({ amount_raised_cents: 10_000, gifts_count: 3, funded_at: at(3), half_funded_at: at(2), just_funded: true });
    const more = await recordGift(test, id, donorId, 2_500, { at: at(4) });
    expect(more).toMatchObject({ amount_raised_cents: 12_500, funded_at: at(3), just_funded: false });
    expect((await getJson(test, `/api/projects/${id}`)).json()).toMatchObject({
      stats: { amount_raised_cents: 12_500 },
      amount_raised_cents_cache: 12_500,
      amount_left_cents: 0,
      gifts_count: 4,
      is_funded: true,
      funded_at: at(3).toISOString(),
      half_funded_at: at(2).toISOString(),
    });
  });

  it('one gift can cross both thresholds at once', async () => {
    const { id } = await createProject(test, token, { goal_amount_cents: 1_000 });
    expect(await recordGift(test, id, donorId, 1_000, { at: at(5) })).toMatchObject({
      funded_at: at(5),
      half_funded_at: at(5),
      just_funded: true,
      just_half_funded: true,
    });
  });

  it('a refund lowers the total and the count but keeps the stamps; a refund beyond the total is refused', async () => {
    const { id } = await createProject(test, token, { goal_amount_cents: 1_000 });
    await recordGift(test, id, donorId, 1_200, { at: at(6) });
    expect(await apply(id, -700, at(7))).toMatchObject({ amount_raised_cents: 500, gifts_count: 0, funded_at: at(6) });
    await expect(apply(id, -501, at(8))).rejects.toMatchObject({ statusCode: 409 });
    expect(await projectRow(test, id)).toMatchObject({ amount_raised_cents: 500, gifts_count: 0 });
    expect((await getJson(test, `/api/projects/${id}`)).json().is_funded).toBe(true);
  });

  it('refuses an unknown project (404) and a zero or fractional delta', async () => {
    await expect(apply(987654321, 100, at(9))).rejects.toMatchObject({ statusCode: 404 });
    const { id } = await createProject(test, token);
    await expect(apply(id, 0, at(9))).rejects.toThrow();
    await expect(apply(id, 1.5, at(9))).rejects.toThrow();
  });

  it('50 parallel gift transactions leave the exact sum and stamp each threshold once', async () => {
    const { id } = await createProject(test, token, { goal_amount_cents: 50 * 700 });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => recordGift(test, id, donorId, 1_000 + i, { at: at(10 + i) })));
    const expected = Array.from({ length: 50 }, (_, i) => 1_000 + i).reduce((a, b) => a + b, 0);
    const row = await projectRow(test, id);
    expect(row).toMatchObject({ amount_raised_cents: expected, gifts_count: 50 });
    expect(results.filter((r) => r!.just_funded)).toHaveLength(1);
    expect(results.filter((r) => r!.just_half_funded)).toHaveLength(1);
    const crossing = results.find((r) => r!.just_funded)!;
    expect(row.funded_at).toEqual(crossing.funded_at);
    // The gift that crossed saw a total at or above the goal, and one below it before its own amount.
    expect(crossing.amount_raised_cents).toBeGreaterThanOrEqual(35_000);
  });
});
