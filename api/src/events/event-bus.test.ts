import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../app-context.js';
import { domainEvents } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { statementsOf } from '../test-support/statements.js';
import { createEventBus, on } from './event-bus.js';
import { insertEvent } from './events.repository.js';
import { eq } from 'drizzle-orm';

/**
 * The outbox's promises: a durable listener runs after commit and never for a rolled-back change; a failing
 * listener does not fail the change and is run again later; an event left behind (a crash between commit
 * and dispatch) is dispatched by the job runner; two dispatchers never run the same event at once.
 */
describe('domain events: the event bus and its outbox', () => {
  let test: TestApp;
  const heard: { listener: string; payload: unknown }[] = [];
  let failures = 0;

  beforeAll(async () => {
    test = await createTestApp();
    test.ctx.events.register([
      on<AppContext, 'user.followed'>('user.followed', 'test.durable', async (_ctx, payload) => {
        heard.push({ listener: 'durable', payload });
      }),
      on<AppContext, 'user.followed'>(
        'user.followed',
        'test.after-commit',
        async (_ctx, payload) => void heard.push({ listener: 'after', payload }),
        { kind: 'after-commit' },
      ),
      on<AppContext, 'like.created'>('like.created', 'test.flaky', async (_ctx, payload) => {
        if (failures-- > 0) throw new Error('mail server down');
        heard.push({ listener: 'flaky', payload });
      }),
    ]);
  });
  afterAll(() => test.close());

  const rows = (name: string) => test.ctx.db.select().from(domainEvents).where(eq(domainEvents.name, name));
  const followed = (n: number) => ({ follower_id: n, followed_id: n + 1 });

  it('runs durable and after-commit listeners once the transaction commits, with the payload', async () => {
    heard.length = 0;
    await test.ctx.transaction(async (tx) => {
      await test.ctx.events.emit(tx, 'user.followed', followed(1));
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([
      { listener: 'after', payload: followed(1) },
      { listener: 'durable', payload: followed(1) },
    ]);
    // Acknowledged in a batch (a few ms later, or when asked): until then the row stays leased to this process.
    await test.ctx.events.flushAcknowledgements();
    const [row] = (await rows('user.followed')).filter((r) => (r.payload as { follower_id: number }).follower_id === 1);
    expect(row).toMatchObject({ pending: [], attempts: 1 });
    expect(row!.dispatched_at).toBeInstanceOf(Date);
  });

  it('records and runs nothing for a change that rolls back', async () => {
    heard.length = 0;
    const before = (await rows('user.followed')).length;
    await expect(
      test.ctx.transaction(async (tx) => {
        await test.ctx.events.emit(tx, 'user.followed', followed(3));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(heard).toEqual([]);
    expect(await rows('user.followed')).toHaveLength(before);
  });

  it('keeps a failed listener for later: the change stands, and the job runner runs it after its back-off', async () => {
    heard.length = 0;
    failures = 1;
    await test.ctx.transaction((tx) => test.ctx.events.emit(tx, 'like.created', { event_id: 7, project_id: 8, user_id: 9 }));
    expect(heard).toEqual([]);
    const [failed] = await rows('like.created');
    expect(failed).toMatchObject({ pending: ['test.flaky'], dispatched_at: null, last_error: 'test.flaky: mail server down' });
    expect(failed!.available_at.getTime()).toBeGreaterThan(Date.now());

    expect(await test.ctx.events.drain()).toBe(0); // still backing off
    await test.ctx.db
      .update(domainEvents)
      .set({ available_at: new Date(0) })
      .where(eq(domainEvents.id, failed!.id));
    expect(await test.ctx.events.drain()).toBe(1);
    expect(heard).toEqual([{ listener: 'flaky', payload: { event_id: 7, project_id: 8, user_id: 9 } }]);
    const [done] = await rows('like.created');
    expect(done).toMatchObject({ pending: [], attempts: 2 });
  });

  it('holds finished events leased until their batch of acknowledgements is written, in one statement', async () => {
    const ran: number[] = [];
    const bus = createEventBus<AppContext>(test.ctx.db, () => test.ctx, { acknowledgeWithinMs: 60_000 });
    bus.register([
      on<AppContext, 'user.followed'>('user.followed', 'test.batched', async (_ctx, payload) => void ran.push(payload.follower_id)),
    ]);
    for (const n of [20, 21, 22]) await bus.transaction((tx) => bus.emit(tx, 'user.followed', followed(n)));
    expect(ran).toEqual([20, 21, 22]);
    const ours = async () =>
      (await rows('user.followed')).filter((r) => [20, 21, 22].includes((r.payload as { follower_id: number }).follower_id));
    // Listeners done, acknowledgements not written yet: still leased, so no dispatcher runs them again.
    const waiting = await ours();
    expect(waiting.map((r) => r.dispatched_at)).toEqual([null, null, null]);
    expect(waiting.every((r) => r.available_at.getTime() > Date.now())).toBe(true);
    expect(await test.ctx.events.drain()).toBe(0);
    const statements = await statementsOf(() => bus.flushAcknowledgements());
    if (process.env.TEST_DATABASE_URL)
      expect(statements).toEqual([expect.stringMatching(/^UPDATE domain_events SET pending = '\{\}'.* WHERE id = ANY/)]);
    expect((await ours()).map((r) => [r.pending, r.dispatched_at instanceof Date])).toEqual([
      [[], true],
      [[], true],
      [[], true],
    ]);
    expect(ran).toEqual([20, 21, 22]);
  });

  it('writes the acknowledgements by itself a few milliseconds later', async () => {
    heard.length = 0;
    await test.ctx.transaction((tx) => test.ctx.events.emit(tx, 'user.followed', followed(25)));
    expect(heard).toContainEqual({ listener: 'durable', payload: followed(25) });
    await vi.waitFor(async () => {
      const [row] = (await rows('user.followed')).filter((r) => (r.payload as { follower_id: number }).follower_id === 25);
      expect(row).toMatchObject({ pending: [], dispatched_at: expect.any(Date) });
    });
  });

  it('dispatches an event left behind by a crash between commit and dispatch', async () => {
    heard.length = 0;
    await insertEvent(test.ctx.db, { name: 'user.followed', payload: followed(5), pending: ['test.durable'] });
    expect(await test.ctx.events.drain()).toBe(1);
    expect(heard).toEqual([{ listener: 'durable', payload: followed(5) }]);
  });

  it('refuses an event emitted in a transaction it cannot see commit', async () => {
    await expect(test.ctx.db.transaction((tx) => test.ctx.events.emit(tx, 'user.followed', followed(9)))).rejects.toThrow(
      /ctx\.transaction/,
    );
  });

  it('lets two dispatchers (two instances) drain together without running an event twice', async () => {
    const counts = new Map<number, number>();
    const count = async (_ctx: AppContext, payload: { follower_id: number }) => {
      counts.set(payload.follower_id, (counts.get(payload.follower_id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const instances = [0, 1].map(() => {
      const bus = createEventBus<AppContext>(test.ctx.db, () => test.ctx);
      bus.register([on<AppContext, 'user.followed'>('user.followed', 'test.counted', count)]);
      return bus;
    });
    for (let i = 100; i < 140; i++)
      await insertEvent(test.ctx.db, { name: 'user.followed', payload: followed(i), pending: ['test.counted'] });
    const drained = await Promise.all(instances.map(async (bus) => (await bus.drain(25)) + (await bus.drain(25))));
    expect(drained[0]! + drained[1]!).toBe(40);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.size).toBe(40);
    await Promise.all(instances.map((bus) => bus.flushAcknowledgements()));
  });
});
