import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { give, insertProject, validGift } from '../../test-support/gifts.js';
import { statementsOf } from '../../test-support/statements.js';
import { setUser } from '../../test-support/accounts.js';

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
    await test.ctx.events.flushAcknowledgements(); // that gift's, not the measured one's
  });
  afterAll(() => test.close());

  const listenerStatements = (statements: string[]) =>
    statements.filter((s) => /AS usable FROM users WHERE id = \$1$/.test(s) || s.startsWith('INSERT INTO network_donors'));

  it('reads each row once, and sends no more statements than it needs', async () => {
    const statements = await statementsOf(async () => {
      expect((await give(test, projectId, validGift(), { token: donor.token })).statusCode).toBe(201);
      // The gift's events are acknowledged in a batch after its answer: that statement is the gift's too.
      await test.ctx.events.flushAcknowledgements();
    });
    // Query-builder text (`select … from "t"`) or a prepared statement's own (`SELECT … FROM t`).
    const reads = (table: string) => statements.filter((s) => /^select\b/i.test(s) && new RegExp(`\\bfrom "?${table}"?( |$)`, 'i').test(s));
    // The intent's row: read once, by the webhook; the sandbox answers the webhook's look at it from that read.
    expect(reads('payment_intents')).toHaveLength(1);
    // The request's row: locked once to record the gift. The sandbox's webhook, delivered in the request,
    // looks for a request waiting on the intent (none: it is still at work); Stripe's comes after the answer.
    const [look, lock] = reads('payment_requests');
    expect(reads('payment_requests')).toHaveLength(2);
    expect(look).toMatch(/where payment_intent_id = \$1$/i);
    expect(lock).toMatch(/where id = \$1 for update$/i);
    expect(statements.filter((s) => s.includes('password_hash'))).toEqual([]);
    // Issue #10's two gift.recorded listeners are for partners: the recipient's plan for the premium thank-you mail,
    // and the donor joining the partner's network donors. The gift says its recipient is neither: no statement.
    const listeners = listenerStatements(statements);
    expect(listeners).toEqual([]);
    // The accounts' totals follow the gift by deferred trigger (0089): no statement of the request writes them.
    expect(statements.filter((s) => /amount_(given|received)_cents/.test(s))).toEqual([]);
    // Its two events (the payment's, announced by the webhook, and the gift's own) are acknowledged in one batch,
    // or two when more than the batch's 50 ms pass between them.
    const acknowledgements = statements.filter((s) => s.startsWith('UPDATE domain_events SET pending'));
    expect(acknowledgements.length).toBeGreaterThanOrEqual(1);
    expect(acknowledgements.length).toBeLessThanOrEqual(2);
    // The webhook announces, then marks its event processed: no transaction of its own.
    expect(statements.filter((s) => s === 'begin')).toHaveLength(1);
    // The gift itself: 30 before #14's gift write (the intent read three times more, the donor's whole row once,
    // the accounts' totals sent by the service), 25 before the webhook lost its transaction and the events their
    // separate acknowledgements, 21 before the sandbox answered from the webhook's read; a round trip each.
    expect(statements.length - listeners.length - acknowledgements.length, statements.join('\n')).toBeLessThanOrEqual(20);
  });

  it("runs a partner's listeners for a gift to a premium partner, one statement each, after the commit", async () => {
    const partner = await signUp(test.app, { first_name: 'Pat', last_name: 'Partner' });
    await setUser(test, partner.user.id, { is_partner: true, is_premium: true });
    const partnerProject = await insertProject(test, partner.user.id, { goal_amount_cents: 10_000_000 });
    const statements = await statementsOf(async () => {
      expect((await give(test, partnerProject, validGift(), { token: donor.token })).statusCode).toBe(201);
      await test.ctx.events.flushAcknowledgements();
    });
    const listeners = listenerStatements(statements);
    expect(listeners).toHaveLength(2);
    expect(statements.indexOf(listeners[0]!)).toBeGreaterThan(statements.lastIndexOf('commit'));
  });
});
