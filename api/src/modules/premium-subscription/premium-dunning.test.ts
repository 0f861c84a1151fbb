import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { mailsTo, setUser } from '../../test-support/accounts.js';
import { sendPremiumRenewalMail } from './premium-mail.js';
import { runPremiumRenewals } from './premium-renewals.js';
import { findShown } from './premium.repository.js';

type Session = Awaited<ReturnType<typeof signUp>>;
const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2025-01-31T10:00:00.000Z');
const FIRST_RENEWAL = new Date('2025-02-28T10:00:00.000Z');

describe('premium dunning mails: each failed renewal and the end for non-payment, once', () => {
  const clock = createFixedClock(START);
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
  });
  afterEach(async () => {
    // Each test's plans end with it, so later runs (later dates) see only their own.
    await test.ctx.db.execute(sql`UPDATE premium_subscriptions SET status = 'canceled' WHERE status IN ('trialing', 'active', 'past_due')`);
  });
  afterAll(() => test.close());

  /** A partner on the monthly plan since START whose card now declines every renewal. */
  async function decliningPartner(): Promise<Session> {
    clock.set(START);
    const p = await signUp(test.app, { first_name: 'Pia' });
    await setUser(test, p.user.id, { is_partner: true });
    const paid = await test.app.inject({
      method: 'POST',
      url: `/api/users/${p.user.id}/premium-subscription`,
      headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': randomUUID() },
      payload: { plan: 'monthly', payment_method_id: 'pm_card_visa' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await test.ctx.db.execute(
      sql`UPDATE premium_subscriptions SET payment_method_id = 'pm_card_chargeDeclined' WHERE user_id = ${p.user.id}`,
    );
    return p;
  }
  const premiumMails = async (p: Session) => (await mailsTo(test, p.user.email)).filter((m) => m.subject.includes('premium')).reverse();
  const runAt = async (at: Date) => {
    clock.set(at);
    return runPremiumRenewals(test.ctx, at);
  };

  it('mails the partner on each failure (what failed, the next try, the card link) and when the plan ends', async () => {
    const p = await decliningPartner();
    let at = FIRST_RENEWAL;
    expect(await runAt(at)).toMatchObject({ failed: 1 });
    const [first] = await premiumMails(p);
    expect(first).toMatchObject({ subject: 'Your Storyfund premium payment did not go through' });
    expect(first!.text_body).toContain('Dear Pia Example,');
    expect(first!.text_body).toContain('We could not charge your card for your monthly premium plan ($29.00).');
    expect(first!.text_body).toContain('Your bank said: Your card was declined.');
    expect(first!.text_body).toContain('We will try again on 02/03/2025.');
    expect(first!.text_body).toContain(`Please update your card here: ${test.ctx.config.publicUrl}/upgrade`);
    for (const days of [2, 5, 5]) {
      at = new Date(at.getTime() + days * DAY);
      await runAt(at);
    }
    const mails = await premiumMails(p);
    expect(mails.map((m) => m.subject)).toEqual([
      'Your Storyfund premium payment did not go through',
      'Your Storyfund premium payment did not go through',
      'Your Storyfund premium payment did not go through',
      'Your Storyfund premium plan has ended',
    ]);
    expect(mails.map((m) => /try again on (\S+)\./.exec(m.text_body)?.[1] ?? null)).toEqual([
      '02/03/2025',
      '07/03/2025',
      '12/03/2025',
      null,
    ]);
    expect(mails[3]!.text_body).toContain('so it ended on 12/03/2025');
    // Later runs find nothing due and mail nothing more; the end's mail sent again (a retried send) is dropped.
    await runAt(new Date(at.getTime() + 30 * DAY));
    await sendPremiumRenewalMail(test.ctx, (await findShown(test.ctx.db, p.user.id))!, { kind: 'ended', at });
    expect(await premiumMails(p)).toHaveLength(4);
  });

  it('a plan cancelled at the period end ends without a dunning mail', async () => {
    const p = await decliningPartner();
    await test.ctx.db.execute(sql`UPDATE premium_subscriptions SET cancel_at_period_end = true WHERE user_id = ${p.user.id}`);
    expect(await runAt(FIRST_RENEWAL)).toMatchObject({ ended: 1 });
    expect(await premiumMails(p)).toEqual([]);
  });

  it('two instances running the renewals at once mail each failure once', async () => {
    const partners = [await decliningPartner(), await decliningPartner(), await decliningPartner()];
    const other = await test.anotherInstance();
    try {
      clock.set(FIRST_RENEWAL);
      const reports = await Promise.all([
        runPremiumRenewals(test.ctx, FIRST_RENEWAL),
        runPremiumRenewals(other.ctx, FIRST_RENEWAL),
        runPremiumRenewals(test.ctx, FIRST_RENEWAL),
      ]);
      expect(reports.reduce((sum, r) => sum + r.failed, 0)).toBe(3);
    } finally {
      await other.close();
    }
    for (const p of partners) expect(await premiumMails(p)).toHaveLength(1);
  });
});
