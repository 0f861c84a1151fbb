import type { AppConfig } from './config.js';
import { createReadCache, type ReadCache } from './modules/read-cache/read-cache.service.js';
import type { Database, DatabaseHandle, Transaction } from './db/client.js';
import { createEventBus, type EventBus } from './events/event-bus.js';
import { createMailer, type Mailer } from './modules/mail/mail.service.js';
import { createRateLimiter, type RateLimiter } from './modules/rate-limit/rate-limit.service.js';
import { createClock, type Clock } from './lib/clock.js';

/** What every module's routes and services share: configuration, the database and the true externals. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  dbKind: DatabaseHandle['kind'];
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clock: Clock;
  /** HTTP client for the few outbound calls (social login, bot check); tests point it at local servers. */
  fetch: typeof fetch;
  /** Anonymous reads kept by URL, dropped on every change (modules/read-cache). */
  readCache: ReadCache;
  /** Domain events (events/event-bus.ts): emit inside `transaction`, listeners in listeners.ts. */
  events: EventBus<AppContext>;
  /**
   * One database transaction; once it commits, the listeners of the events emitted in it run. Services use
   * this rather than `db.transaction` whenever the change emits an event.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
}

export interface ContextOverrides {
  clock?: Clock;
  fetch?: typeof fetch;
  rateLimiter?: RateLimiter;
}

export function createAppContext(config: AppConfig, handle: DatabaseHandle, overrides: ContextOverrides = {}): AppContext {
  const clock = overrides.clock ?? createClock();
  const events = createEventBus<AppContext>(handle.db, () => ctx);
  const ctx: AppContext = {
    config,
    db: handle.db,
    dbKind: handle.kind,
    clock,
    fetch: overrides.fetch ?? globalThis.fetch.bind(globalThis),
    mailer: createMailer(config, handle.db, clock),
    rateLimiter: overrides.rateLimiter ?? createRateLimiter(config, handle.db, clock),
    readCache: createReadCache({ maxAgeMs: config.readCacheMaxAgeMs, redisUrl: config.redisUrl, now: () => clock.now().getTime() }),
    events,
    transaction: (fn) => events.transaction(fn),
  };
  return ctx;
}
