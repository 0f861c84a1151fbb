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
 * Listeners are registered in one place, api/src/listeners.ts. A listener may say `when` it cares about an
 * event (a receipt only for a tax-exempt gift, a settlement only for its own payment purpose): an event no
 * listener wants writes no outbox row at all, so a plain gift pays nothing for the reactions it does not need.
 */
export interface Listener<C, K extends EventName = EventName> {
  event: K;
  /** Unique, `<module>.<what it does>`: the outbox records which listeners are still to run by name. */
  name: string;
  kind: 'durable' | 'after-commit';
  /** Whether this event concerns the listener at all (absent: every event of its name). */
  when?: (payload: DomainEvents[K]) => boolean;
  handle(ctx: C, payload: DomainEvents[K]): Promise<void>;
}

/** A listener for `event`, typed by it (listeners.ts builds its list with this). */
export function on<C, K extends EventName>(
  event: K,
  name: string,
  handle: (ctx: C, payload: DomainEvents[K]) => Promise<void>,
  options: { kind?: Listener<C>['kind']; when?: (payload: DomainEvents[K]) => boolean } = {},
): Listener<C> {
  return { event, name, kind: options.kind ?? 'durable', when: options.when, handle } as unknown as Listener<C>;
}

interface Emitted {
  id: number | null;
  name: EventName;
  payload: object;
  pending: string[];
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
  /** Writes the acknowledgements still waiting for their batch (at shutdown; tests that read the outbox). */
  flushAcknowledgements(): Promise<void>;
  register(listeners: Listener<C>[]): void;
  setLog(log: Log): void;
}

/**
 * How long an event whose listeners all ran waits for others to be acknowledged with it (#14, "the gift write"): a
 * gift's two events (its payment's and its own) and those of gifts made meanwhile are settled in one statement
 * instead of one each. Not awaited by the request: until its batch is written the event stays leased to this
 * process, so a crash in between only means the job runner runs its (idempotent) listeners again once the lease
 * has run out, as after any crash.
 */
const ACK_BATCH_MS = 50;

export function createEventBus<C>(
  db: Database,
  context: () => C,
  { acknowledgeWithinMs = ACK_BATCH_MS }: { acknowledgeWithinMs?: number } = {},
): EventBus<C> {
  const listeners = new Map<string, Listener<C>>();
  const open = new WeakMap<object, Emitted[]>();
  let log: Log = { error: () => undefined };
  let finished: number[] = [];
  let ackTimer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flushAcknowledgements(): Promise<void> {
    clearTimeout(ackTimer);
    ackTimer = undefined;
    const ids = finished;
    finished = [];
    if (ids.length > 0) {
      const write = repo
        .finishEvents(db, ids)
        .catch((err: unknown) => log.error({ err, eventIds: ids }, 'could not settle events; the job runner will'));
      writing = writing.then(() => write);
    }
    return writing;
  }

  function acknowledge(id: number): void {
    finished.push(id);
    ackTimer ??= setTimeout(() => void flushAcknowledgements(), acknowledgeWithinMs);
  }

  /** The listeners of kind `kind` that want this event. */
  const listenersOf = (name: EventName, kind: Listener<C>['kind'], payload: object) =>
    [...listeners.values()].filter((l) => l.event === name && l.kind === kind && (!l.when || l.when(payload as never)));

  /**
   * Runs every pending listener of an event this dispatcher holds, each on its own (one failing does not stop
   * the others), then settles the row: done (in the next batch of acknowledgements), or at once with only the
   * failed ones left for later.
   */
  async function runPending(row: { id: number; name: string; payload: unknown; pending: string[] }): Promise<void> {
    const failed: string[] = [];
    const errors: string[] = [];
    for (const name of row.pending) {
      const listener = listeners.get(name);
      try {
        if (listener) await listener.handle(context(), row.payload as never);
      } catch (err) {
        log.error({ err, event: row.name, eventId: row.id, listener: name }, 'event listener failed; it will be retried');
        failed.push(name);
        errors.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    if (failed.length === 0) return acknowledge(row.id);
    await repo
      .failEvent(db, row.id, failed, errors.join('; '))
      .catch((err: unknown) => log.error({ err, event: row.name, eventId: row.id }, 'could not settle an event; the job runner will'));
  }

  async function afterCommit(emitted: Emitted[]): Promise<void> {
    for (const event of emitted) {
      for (const listener of listenersOf(event.name, 'after-commit', event.payload)) {
        await listener.handle(context(), event.payload as never).catch((err: unknown) => {
          log.error({ err, event: event.name, listener: listener.name }, 'after-commit listener failed');
        });
      }
      // The row was written leased to this dispatcher (insertEvent `held`), so no claim is needed.
      if (event.id !== null) await runPending({ id: event.id, name: event.name, payload: event.payload, pending: event.pending });
    }
  }

  return {
    async emit(tx, name, payload) {
      const durable = listenersOf(name, 'durable', payload).map((l) => l.name);
      if (durable.length === 0 && listenersOf(name, 'after-commit', payload).length === 0) return;
      const id = durable.length > 0 ? await repo.insertEvent(tx, { name, payload, pending: durable }, { held: true }) : null;
      const queue = open.get(tx);
      if (queue) queue.push({ id, name, payload, pending: durable });
      else if (tx === db) await afterCommit([{ id, name, payload, pending: durable }]);
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
      await flushAcknowledgements(); // the batch's acknowledgements in one statement
      return rows.length;
    },

    prune: (days) => repo.pruneDispatched(db, days),

    flushAcknowledgements,

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
