import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createFixedClock } from '../../lib/clock.js';
import type { RateLimitRule } from './rate-limit.service.js';

const rule = (): RateLimitRule => ({ name: `test-${randomBytes(4).toString('hex')}`, limit: 3, windowSeconds: 60 });

async function attempts(app: TestApp, r: RateLimitRule, subject: string, n: number) {
  const outcomes: (number | 'ok')[] = [];
  for (let i = 0; i < n; i++) {
    outcomes.push(
      await app.ctx.rateLimiter.consume(r, subject).then(
        () => 'ok' as const,
        (e: { statusCode: number }) => e.statusCode,
      ),
    );
  }
  return outcomes;
}

describe('rate limits in the database (no Redis)', () => {
  let a: TestApp;
  const clock = createFixedClock(new Date('2026-01-01T00:00:00Z'));
  beforeAll(async () => {
    a = await createTestApp({ overrides: { clock } });
  });
  afterAll(() => a.close());

  it('allows the limit, answers 429 past it, and opens again after the window', async () => {
    const r = rule();
    expect(await attempts(a, r, 'ip-1', 4)).toEqual(['ok', 'ok', 'ok', 429]);
    expect(await attempts(a, r, 'ip-2', 1)).toEqual(['ok']);
    clock.advance(61_000);
    expect(await attempts(a, r, 'ip-1', 1)).toEqual(['ok']);
  });

  it('reset forgets a subject', async () => {
    const r = rule();
    await attempts(a, r, 'x', 3);
    await a.ctx.rateLimiter.reset(r, 'x');
    expect(await attempts(a, r, 'x', 1)).toEqual(['ok']);
  });
});

// Two API instances with one REDIS_URL share their counters. Runs where a Redis server is given.
describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
    [one, two] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
  });
  afterAll(() => Promise.all([one.close(), two.close()]));

  it('counts attempts made on either instance together', async () => {
    const r = rule();
    expect(await attempts(one, r, 'shared', 2)).toEqual(['ok', 'ok']);
    expect(await attempts(two, r, 'shared', 2)).toEqual(['ok', 429]);
  });
});
