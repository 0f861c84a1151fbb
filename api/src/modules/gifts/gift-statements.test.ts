import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { give, insertProject, validGift } from '../../test-support/gifts.js';

/**
 * What one gift says to PostgreSQL (#14, "a leaner gift write"): every statement the request sends, caught at
 * the driver. No row is read twice: the payment intent once by the webhook and once by the sandbox processor
 * (which stands in for Stripe's API), the payment request once by id (its lock), the donor's account never whole.
 * PostgreSQL only: the embedded database has no driver to listen at, and runs the same SQL.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the statements of one gift', () => {
  let test: TestApp;
  let donor: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    const owner = await signUp(test.app, { first_name: 'Olu', last_name: 'Owner' });
    donor = await signUp(test.app, { first_name: 'Dee', last_name: 'Donor' });
    projectId = await insertProject(test, owner.user.id, { goal_amount_cents: 10_000_000 });
    // The donor's first gift makes its processor customer; the one measured is a returning donor's.
    expect((await give(test, projectId, validGift(), { token: donor.token })).statusCode).toBe(201);
  });
  afterAll(() => test.close());

  async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
    const seen: string[] = [];
    const query = pg.Client.prototype.query;
    const spy = function (this: pg.Client, ...args: unknown[]) {
      const q = args[0] as string | { text: string };
      seen.push((typeof q === 'string' ? q : q.text).replace(/\s+/g, ' ').trim());
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    };
    pg.Client.prototype.query = spy as typeof query;
    try {
      await run();
    } finally {
      pg.Client.prototype.query = query;
    }
    return seen;
  }

  it('reads each row once, and sends no more statements than it needs', async () => {
    const statements = await statementsOf(async () => {
      expect((await give(test, projectId, validGift(), { token: donor.token })).statusCode).toBe(201);
    });
    // Query-builder text (`select … from "t"`) or a prepared statement's own (`SELECT … FROM t`).
    const reads = (table: string) => statements.filter((s) => /^select\b/i.test(s) && new RegExp(`\\bfrom "?${table}"?( |$)`, 'i').test(s));
    expect(reads('payment_intents')).toHaveLength(2);
    // The request's row: locked once to record the gift. The sandbox's webhook, delivered in the request,
    // looks for a request waiting on the intent (none: it is still at work); Stripe's comes after the answer.
    const [look, lock] = reads('payment_requests');
    expect(reads('payment_requests')).toHaveLength(2);
    expect(look).toMatch(/where payment_intent_id = \$1$/i);
    expect(lock).toMatch(/where id = \$1 for update$/i);
    expect(statements.filter((s) => s.includes('password_hash'))).toEqual([]);
    // Issue #10 added two gift.recorded listeners, one statement each, both after the gift's commit: the recipient's
    // plan for the premium thank-you mail, and the donor joining the partner's network donors (source gave).
    const listeners = statements.filter(
      (s) => /AS usable FROM users WHERE id = \$1$/.test(s) || s.startsWith('INSERT INTO network_donors'),
    );
    expect(listeners).toHaveLength(2);
    // The accounts' totals follow the gift by deferred trigger (0089): no statement of the request writes them.
    expect(statements.filter((s) => /amount_(given|received)_cents/.test(s))).toEqual([]);
    // The gift itself: 30 before #14's gift write (the intent read twice more, the donor's whole row once, the
    // accounts' totals sent by the service); a round trip each.
    expect(statements.length - listeners.length, statements.join('\n')).toBeLessThanOrEqual(25);
  });
});
