import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { RateLimitedError } from '../../lib/errors.js';
import { connectRedis, whenReady } from '../../lib/redis.js';
import { clearKey, deleteExpired, hitWindow } from './rate-limit.repository.js';

export interface RateLimitRule {
  /** Bucket name, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt against `rule` for `subject`; throws a 429 RateLimitedError past the limit. */
  consume(rule: RateLimitRule, subject: string): Promise<void>;
  /** Forgets a subject's attempts (after a successful login, say). */
  reset(rule: RateLimitRule, subject: string): Promise<void>;
  /** Resolves once the counters' store answers (Redis connected), or gives up waiting after a few seconds. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface Store {
  /** Counts a hit against at most `limit` per `windowMs`; answers the count with this hit and when a slot frees. */
  hit(key: string, limit: number, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  clear(key: string): Promise<void>;
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Counters kept outside the process, so every API instance shares them: fixed windows in Redis when
 * REDIS_URL is set, otherwise a sliding window of INSERT-only hits in the database's rate_limit_hits
 * (no row that every hit of one address updates, so one donor's gifts never queue on it).
 */
export function createRateLimiter(config: AppConfig, db: Database, clock: Clock): RateLimiter {
  const store = config.redisUrl ? redisStore(config.redisUrl) : databaseStore(db);
  const keyOf = (rule: RateLimitRule, subject: string) => `rl:${rule.name}:${subject.toLowerCase()}`;
  return {
    async consume(rule, subject) {
      const now = clock.now();
      const limit = rule.limit * config.rateLimitScale;
      const { count, resetAt } = await store.hit(keyOf(rule, subject), limit, rule.windowSeconds * 1000, now);
      if (count > limit) throw new RateLimitedError((resetAt.getTime() - now.getTime()) / 1000);
    },
    reset: (rule, subject) => store.clear(keyOf(rule, subject)),
    ready: () => store.ready(),
    close: () => store.close(),
  };
}

function databaseStore(db: Database): Store {
  let calls = 0;
  return {
    async hit(key, limit, windowMs, now) {
      const { count, firstExpiry } = await hitWindow(db, key, limit, now, new Date(now.getTime() + windowMs));
      if (++calls % 500 === 0) await deleteExpired(db, now);
      return { count, resetAt: firstExpiry };
    },
    clear: (key) => clearKey(db, key),
    ready: async () => undefined,
    close: async () => undefined,
  };
}

function redisStore(url: string): Store {
  const redis = connectRedis(url);
  return {
    async hit(key, _limit, windowMs, now) {
      // Redis down or not answering: fail open (count nothing) rather than lock every user out of logging in.
      if (redis.status !== 'ready') return { count: 0, resetAt: now };
      try {
        const [[, count], , [, ttl]] = (await redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec()) as [
          [null, number],
          [null, number],
          [null, number],
        ];
        return { count, resetAt: new Date(now.getTime() + Math.max(ttl, 0)) };
      } catch {
        return { count: 0, resetAt: now };
      }
    },
    async clear(key) {
      // Likewise: a login that succeeded is not failed because its counter could not be forgotten.
      await redis.del(key).catch(() => undefined);
    },
    ready: () => whenReady(redis),
    async close() {
      redis.disconnect();
    },
  };
}
