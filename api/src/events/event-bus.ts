import type { Database, Transaction } from '../db/client.js';
import type { DomainEvents, EventName } from './domain-events.js';
import * as repo from './events.repository.js';

/**
 * The typed event bus (docs/architecture.md "Domain events"). A service emits an event inside the
 * transaction that makes the change (`ctx.transaction`):
 * - durable listeners (mail, receipts, moving rows, settling payments) are recorded in the domain_events
 *   outbox in that same transaction, so the reaction is never lost; right after commit the emitting
 *   request runs them, and whatever fails or is cut short (a crash) the job runner runs later. At least
 *   once: each durable listener must be idempotent (each says how).
 * - after-commit listeners run in this process once the change is committed, best effort, never retried
 *   (for what may be lost: waking a page, dropping a cache entry).
 * Listeners are registered in one place, api/src/listeners.ts.
 */
export interface Listener<C, K extends EventName = EventName> {
  event: K;
  /** Unique, `<module>.<what it does>`: the outbox records which listeners are still to run by name. */
  name: string;
  kind: 'durable' | 'after-commit';
  handle(ctx: C, payload: DomainEvents[K]): Promise<void>;
}

/** A listener for `event`, typed by it (listeners.ts builds its list with this). */
export function on<C, K extends EventName>(
  event: K,
  name: string,
  handle: (ctx: C, payload: DomainEvents[K]) => Promise<void>,
  kind: Listener<C>['kind'] = 'durable',
): Listener<C> {
  return { event, name, kind, handle } as unknown as Listener<C>;
}

interface Emitted {
  id: number | null;
  name: EventName;
  payload: object;
}

interface Log {
  error(obj: object, msg: string): void;
}

export interface EventBus<C> {
  /** Records `name` in the transaction `tx` (from `transaction`), or, given the database itself, at once. */
  emit<K extends EventName>(tx: Transaction | Database, name: K, payload: DomainEvents[K]): Promise<void>;
  /** Runs `fn` in one transaction; after it commits, the listeners of the events it emitted run. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** The job runner's part: dispatches due events (left by a crash or a failed listener). Answers how many. */
  drain(limit?: number): Promise<number>;
  /** Forgets dispatched events older than `days`. Answers how many. */
  prune(days: number): Promise<number>;
  register(listeners: Listener<C>[]): void;
  setLog(log: Log): void;
}

export function createEventBus<C>(db: Database, context: () => C): EventBus<C> {
  const listeners = new Map<string, Listener<C>>();
  const open = new WeakMap<object, Emitted[]>();
  let log: Log = { error: () => undefined };

  const listenersOf = (name: EventName, kind: Listener<C>['kind']) =>
    [...listeners.values()].filter((l) => l.event === name && l.kind === kind);

  async function runPending(row: repo.EventRow): Promise<void> {
    for (const name of row.pending) {
      const listener = listeners.get(name);
      try {
        if (listener) await listener.handle(context(), row.payload as never);
        await repo.finishListener(db, row.id, name);
      } catch (err) {
        log.error({ err, event: row.name, eventId: row.id, listener: name }, 'event listener failed; it will be retried');
        await repo.failEvent(db, row.id, `${name}: ${err instanceof Error ? err.message : String(err)}`).catch(() => undefined);
        return;
      }
    }
  }

  async function afterCommit(emitted: Emitted[]): Promise<void> {
    for (const event of emitted) {
      for (const listener of listenersOf(event.name, 'after-commit')) {
        await listener.handle(context(), event.payload as never).catch((err: unknown) => {
          log.error({ err, event: event.name, listener: listener.name }, 'after-commit listener failed');
        });
      }
      if (event.id === null) continue;
      const row = await repo.claimEvent(db, event.id).catch((err: unknown) => {
        log.error({ err, event: event.name }, 'could not dispatch an event; the job runner will');
        return undefined;
      });
      if (row) await runPending(row);
    }
  }

  return {
    async emit(tx, name, payload) {
      const durable = listenersOf(name, 'durable').map((l) => l.name);
      if (durable.length === 0 && listenersOf(name, 'after-commit').length === 0) return;
      const id = durable.length > 0 ? await repo.insertEvent(tx, { name, payload, pending: durable }) : null;
      const queue = open.get(tx);
      if (queue) queue.push({ id, name, payload });
      else if (tx === db) await afterCommit([{ id, name, payload }]);
      else throw new Error(`emit('${name}') needs a transaction started by ctx.transaction(), or the database itself`);
    },

    async transaction(fn) {
      const emitted: Emitted[] = [];
      const result = await db.transaction(async (tx) => {
        open.set(tx, emitted);
        try {
          return await fn(tx);
        } finally {
          open.delete(tx);
        }
      });
      await afterCommit(emitted);
      return result;
    },

    async drain(limit = 50) {
      const rows = await repo.claimDueEvents(db, limit);
      for (const row of rows) await runPending(row);
      return rows.length;
    },

    prune: (days) => repo.pruneDispatched(db, days),

    register(list) {
      for (const listener of list) {
        if (listeners.has(listener.name)) throw new Error(`Two event listeners are named ${listener.name}`);
        listeners.set(listener.name, listener);
      }
    },

    setLog(next) {
      log = next;
    },
  };
}
