import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createFixedClock } from '../../lib/clock.js';
import { queryRows } from '../../db/client.js';
import { sql } from 'drizzle-orm';
import { createRateLimiter, type RateLimiter, type RateLimitRule } from './rate-limit.service.js';

const rule = (): RateLimitRule => ({ name: `test-${randomBytes(4).toString('hex')}`, limit: 3, windowSeconds: 60 });

async function attempts(limiter: RateLimiter, r: RateLimitRule, subject: string, n: number) {
  const outcomes: (number | 'ok')[] = [];
  for (let i = 0; i < n; i++) {
    outcomes.push(
      await limiter.consume(r, subject).then(
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
    expect(await attempts(a.ctx.rateLimiter, r, 'ip-1', 4)).toEqual(['ok', 'ok', 'ok', 429]);
    expect(await attempts(a.ctx.rateLimiter, r, 'ip-2', 1)).toEqual(['ok']);
    clock.advance(61_000);
    expect(await attempts(a.ctx.rateLimiter, r, 'ip-1', 1)).toEqual(['ok']);
  });

  it('slides: a slot frees when the oldest hit leaves the window, and refused attempts are not counted', async () => {
    const r = rule();
    expect(await attempts(a.ctx.rateLimiter, r, 'slide', 1)).toEqual(['ok']);
    clock.advance(30_000);
    expect(await attempts(a.ctx.rateLimiter, r, 'slide', 2)).toEqual(['ok', 'ok']);
    clock.advance(15_000);
    const refused = await a.ctx.rateLimiter.consume(r, 'slide').catch((e: unknown) => e);
    // The first hit (t = 0) leaves the window at t = 60 s, 15 s from now.
    expect(refused).toMatchObject({ statusCode: 429, details: { headers: { 'retry-after': '15' } } });
    expect(await attempts(a.ctx.rateLimiter, r, 'slide', 5)).toEqual([429, 429, 429, 429, 429]);
    clock.advance(16_000);
    // One slot: the two hits of t = 30 s are still live, and the refused ones never counted.
    expect(await attempts(a.ctx.rateLimiter, r, 'slide', 2)).toEqual(['ok', 429]);
    const [stored] = await queryRows<{ n: number }>(
      a.ctx.db,
      sql`SELECT count(*)::int AS n FROM rate_limit_hits WHERE key = ${`rl:${r.name}:slide`}`,
    );
    expect(stored!.n).toBe(4);
  });

  it('reset forgets a subject', async () => {
    const r = rule();
    await attempts(a.ctx.rateLimiter, r, 'x', 3);
    await a.ctx.rateLimiter.reset(r, 'x');
    expect(await attempts(a.ctx.rateLimiter, r, 'x', 1)).toEqual(['ok']);
  });
});

// One address's hits are INSERTs, never an update of one shared row: nothing waits on another hit's row
// lock, and concurrent hits from two instances count together. PostgreSQL only (PGlite is one connection).
describe.runIf(process.env.TEST_DATABASE_URL)('rate limits in the database under concurrency', () => {
  let one: TestApp;
  let two: Awaited<ReturnType<TestApp['anotherInstance']>>;
  beforeAll(async () => {
    one = await createTestApp();
    two = await one.anotherInstance();
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('a hit does not wait for another hit of the same address still in an open transaction', async () => {
    const r = rule();
    const key = `rl:${r.name}:10.0.0.9`;
    const client = new pg.Client({ connectionString: one.databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query(`INSERT INTO rate_limit_hits (key, expires_at) VALUES ($1, now() + interval '1 hour')`, [key]);
      // With a counter row, this hit would wait for the open transaction's row lock until it ended.
      await client.query(`SET lock_timeout = '2s'`);
      const waited = await Promise.race([
        one.ctx.rateLimiter.consume(r, '10.0.0.9').then(() => 'done'),
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 4000)),
      ]);
      expect(waited).toBe('done');
    } finally {
      await client.query('ROLLBACK');
      await client.end();
    }
  });

  it('concurrent hits from two instances all count: the limit holds once they are in', async () => {
    const r = { ...rule(), limit: 10 };
    const outcomes = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        (i % 2 === 0 ? one : two).ctx.rateLimiter.consume(r, 'burst').then(
          () => 'ok' as const,
          (e: { statusCode: number }) => e.statusCode,
        ),
      ),
    );
    const accepted = outcomes.filter((o) => o === 'ok').length;
    expect(outcomes.every((o) => o === 'ok' || o === 429)).toBe(true);
    // At least the limit gets through; racing hits may overshoot by at most the hits in flight (two pools of 10).
    expect(accepted).toBeGreaterThanOrEqual(10);
    expect(accepted).toBeLessThanOrEqual(10 + 19);
    const [stored] = await queryRows<{ n: number }>(
      one.ctx.db,
      sql`SELECT count(*)::int AS n FROM rate_limit_hits WHERE key = ${`rl:${r.name}:burst`}`,
    );
    expect(stored!.n).toBe(accepted);
    expect(await attempts(one.ctx.rateLimiter, r, 'burst', 1)).toEqual([429]);
    expect(await attempts(two.ctx.rateLimiter, r, 'burst', 1)).toEqual([429]);
  });
});

describe('rate limits with Redis out of reach', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
  });
  afterAll(() => a.close());

  it('fail open: attempts are not counted, and forgetting a subject (a login that succeeded) does not throw', async () => {
    const limiter = createRateLimiter({ ...a.ctx.config, redisUrl: 'redis://127.0.0.1:1' }, a.ctx.db, a.ctx.clock);
    try {
      expect(await attempts(limiter, rule(), 'no redis', 5)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
      await expect(limiter.reset(rule(), 'no redis')).resolves.toBeUndefined();
    } finally {
      await limiter.close();
    }
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
    expect(await attempts(one.ctx.rateLimiter, r, 'shared', 2)).toEqual(['ok', 'ok']);
    expect(await attempts(two.ctx.rateLimiter, r, 'shared', 2)).toEqual(['ok', 429]);
  });

  it('waits at start for a Redis connection that a busy start-up timed out, rather than skip the counters', async () => {
    const limiter = createRateLimiter(one.ctx.config, one.ctx.db, one.ctx.clock);
    try {
      await new Promise((resolve) => setTimeout(resolve, 0)); // the client is connecting
      // Building an app can hold the event loop past the 2 s connect timeout: the first attempt then times out.
      const until = Date.now() + 2500;
      while (Date.now() < until);
      await limiter.ready();
      expect(await attempts(limiter, rule(), 'busy start', 4)).toEqual(['ok', 'ok', 'ok', 429]);
    } finally {
      await limiter.close();
    }
  });
});
