import { Redis } from 'ioredis';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { RateLimitedError } from '../../lib/errors.js';
import { clearCounter, deleteExpired, hitCounter } from './rate-limit.repository.js';

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
}

interface Store {
  hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  clear(key: string): Promise<void>;
}

/**
 * Fixed-window counters kept outside the process, so every API instance shares them:
 * in Redis when REDIS_URL is set, otherwise in the database's rate_limits table.
 */
export function createRateLimiter(config: AppConfig, db: Database, clock: Clock): RateLimiter {
  const store = config.redisUrl ? redisStore(config.redisUrl) : databaseStore(db);
  const keyOf = (rule: RateLimitRule, subject: string) => `rl:${rule.name}:${subject.toLowerCase()}`;
  return {
    async consume(rule, subject) {
      const now = clock.now();
      const { count, resetAt } = await store.hit(keyOf(rule, subject), rule.windowSeconds * 1000, now);
      if (count > rule.limit * config.rateLimitScale) throw new RateLimitedError((resetAt.getTime() - now.getTime()) / 1000);
    },
    reset: (rule, subject) => store.clear(keyOf(rule, subject)),
  };
}

function databaseStore(db: Database): Store {
  let calls = 0;
  return {
    async hit(key, windowMs, now) {
      const hit = await hitCounter(db, key, now, new Date(now.getTime() + windowMs));
      if (++calls % 500 === 0) await deleteExpired(db, now);
      return hit;
    },
    clear: (key) => clearCounter(db, key),
  };
}

function redisStore(url: string): Store {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 2000 });
  redis.on('error', () => undefined); // it reconnects by itself
  return {
    async hit(key, windowMs, now) {
      // Redis down: fail open (count nothing) rather than lock every user out of logging in.
      if (redis.status === 'reconnecting' || redis.status === 'end') return { count: 0, resetAt: now };
      const [[, count], , [, ttl]] = (await redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec()) as [
        [null, number],
        [null, number],
        [null, number],
      ];
      return { count, resetAt: new Date(now.getTime() + Math.max(ttl, 0)) };
    },
    async clear(key) {
      await redis.del(key);
    },
  };
}
