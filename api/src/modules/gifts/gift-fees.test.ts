import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createFixedClock } from '../../lib/clock.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { setUser } from '../../test-support/accounts.js';
import { basisPointsOf, giftFees, platformFeeBps } from './gift-fees.js';
import { assertLedgerBalanced, give, insertProject, validGift } from '../../test-support/gifts.js';
import { journalEntries } from './ledger.service.js';

const giving = loadConfig({}).giving;
const BEFORE = new Date('2024-06-23T23:59:59.999Z');
const CUTOFF = new Date('2024-06-24T00:00:00Z');

describe('the fee rule (docs/decisions.md "Giving")', () => {
  it('platform fee: 5 % before 2024-06-24, then 3 %, and 0 % for premium partners', () => {
    expect(platformFeeBps(giving, BEFORE, false)).toBe(500);
    expect(platformFeeBps(giving, BEFORE, true)).toBe(500);
    expect(platformFeeBps(giving, CUTOFF, false)).toBe(300);
    expect(platformFeeBps(giving, CUTOFF, true)).toBe(0);
  });

  it('rounds half up to whole cents, in integers', () => {
    expect(basisPointsOf(1_050, 300)).toBe(32); // 31.5
    expect(basisPointsOf(1_049, 300)).toBe(31); // 31.47
    expect(basisPointsOf(10_000_000, 500)).toBe(500_000);
    expect(basisPointsOf(100, 0)).toBe(0);
  });

  it('card fee on amount + tip; tip untouched; the configured recipient pays no card fee', () => {
    const gift = { amountCents: 2_000, tipCents: 300, at: CUTOFF, recipientId: 7, recipientIsPremium: false };
    // 2.9 % of 2,300 = 66.7 → 67, + 30 = 97; platform 3 % of 2,000 = 60.
    expect(giftFees(giving, gift, null)).toEqual({
      stripe_fee_cents: 97,
      processor_fee_cents: 97,
      platform_fee_cents: 60,
      net_fee_cents: 157,
      recipient_net_cents: 1_843,
    });
    expect(giftFees(giving, gift, 80)).toMatchObject({ stripe_fee_cents: 80, net_fee_cents: 140, recipient_net_cents: 1_860 });
    expect(giftFees({ ...giving, zeroCardFeeRecipientId: 7 }, gift, 97)).toEqual({
      stripe_fee_cents: 0,
      processor_fee_cents: 97,
      platform_fee_cents: 60,
      net_fee_cents: 60,
      recipient_net_cents: 1_940,
    });
  });

  it('is configuration: basis points and the zero-card-fee recipient from the environment, checked at start', () => {
    const custom = loadConfig({
      PLATFORM_FEE_BPS_BEFORE: '450',
      PLATFORM_FEE_BPS_AFTER: '250',
      PLATFORM_FEE_BPS_PREMIUM_AFTER: '100',
      ZERO_CARD_FEE_RECIPIENT_ID: '42',
    });
    expect(custom.giving).toMatchObject({ zeroCardFeeRecipientId: 42, platformFeeBps: { before: 450, after: 250, premiumAfter: 100 } });
    expect(() => loadConfig({ PLATFORM_FEE_BPS_AFTER: '3.5' })).toThrow(/PLATFORM_FEE_BPS_AFTER/);
    expect(() => loadConfig({ PLATFORM_FEE_BPS_AFTER: '10001' })).toThrow(/PLATFORM_FEE_BPS_AFTER/);
    expect(() => loadConfig({ ZERO_CARD_FEE_RECIPIENT_ID: 'abc' })).toThrow(/ZERO_CARD_FEE_RECIPIENT_ID/);
  });
});

describe('fees on gifts made through the API', () => {
  let test: TestApp;
  const clock = createFixedClock(BEFORE);
  let donor: Awaited<ReturnType<typeof signUp>>;
  let premium: Awaited<ReturnType<typeof signUp>>;
  let feeless: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    donor = await signUp(test.app);
    premium = await signUp(test.app);
    feeless = await signUp(test.app);
    await setUser(test, premium.user.id, { is_partner: true, is_premium: true });
    // Its id is known only once the account exists: set on the running app's configuration, read per gift.
    test.ctx.config.giving.zeroCardFeeRecipientId = feeless.user.id;
  });
  afterAll(() => test.close());

  const giftTo = async (ownerId: number) => {
    const projectId = await insertProject(test, ownerId);
    const response = await give(test, projectId, validGift({ amount_cents: 10_000, tip_cents: 1_000 }), { token: donor.token });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().gift;
  };

  it('before the cutoff everyone pays 5 %; from it a premium partner pays nothing and others 3 %', async () => {
    clock.set(BEFORE);
    expect(await giftTo(premium.user.id)).toMatchObject({ platform_fee_cents: 500, stripe_fee_cents: 349, recipient_net_cents: 9_151 });
    clock.set(CUTOFF);
    expect(await giftTo(premium.user.id)).toMatchObject({ platform_fee_cents: 0, stripe_fee_cents: 349, recipient_net_cents: 9_651 });
    expect(await giftTo(donor.user.id)).toMatchObject({ platform_fee_cents: 300, net_fee_cents: 649 });
    await assertLedgerBalanced(test);
  });

  it('the configured recipient pays no card fee; the platform bears the processor fee in the ledger', async () => {
    clock.set(CUTOFF);
    const gift = await giftTo(feeless.user.id);
    expect(gift).toMatchObject({ stripe_fee_cents: 0, platform_fee_cents: 300, net_fee_cents: 300, recipient_net_cents: 9_700 });
    const entries = await journalEntries(test.ctx.db, `gift:${gift.id}`);
    expect(entries).toContainEqual({ account: 'processor:fees', amount_cents: 349 });
    expect(entries).toContainEqual({ account: 'platform:card_fees_absorbed', amount_cents: -349 });
    expect(entries).toContainEqual({ account: `project_fees:${gift.project_id}`, amount_cents: -300 });
    await assertLedgerBalanced(test);
  });
});
