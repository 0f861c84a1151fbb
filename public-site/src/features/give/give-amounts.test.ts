import { describe, expect, it } from 'vitest';
import { splitPayment, tipCents, tipLabel, typedAmountCents, TIP_PERCENTS } from './give-amounts';

describe('tip choices', () => {
  it('starts with "No tip", then 5, 10 and 15 per cent', () => {
    expect(TIP_PERCENTS.map(tipLabel)).toEqual(['No tip', '5%', '10%', '15%']);
  });

  it('computes the tip in whole cents, rounded half up', () => {
    expect(tipCents(2500, 0)).toBe(0);
    expect(tipCents(2500, 10)).toBe(250);
    expect(tipCents(2510, 15)).toBe(377); // 376.5 → 377
    expect(tipCents(1010, 5)).toBe(51); // 50.5 → 51
    expect(tipCents(undefined, 10)).toBe(0);
    expect(tipCents(Number.NaN, 10)).toBe(0);
  });
});

describe('typedAmountCents', () => {
  it('reads dollars exactly', () => {
    expect(typedAmountCents('12.34')).toBe(1234);
    expect(typedAmountCents('$1,000')).toBe(100000);
    expect(typedAmountCents(' 7 ')).toBe(700);
  });

  it('is undefined when blank and NaN when unreadable', () => {
    expect(typedAmountCents('  ')).toBeUndefined();
    expect(typedAmountCents('ten')).toBeNaN();
  });
});

describe('splitPayment: the gift card pays first', () => {
  it('charges everything to the card without a gift card', () => {
    expect(splitPayment(2500, 250)).toEqual({ totalCents: 2750, giftCardCents: 0, chargeCents: 2750 });
  });

  it('charges the rest when the gift card covers part', () => {
    expect(splitPayment(2500, 250, 1000)).toEqual({ totalCents: 2750, giftCardCents: 1000, chargeCents: 1750 });
  });

  it('charges nothing when the gift card covers gift and tip', () => {
    expect(splitPayment(2500, 250, 5000)).toEqual({ totalCents: 2750, giftCardCents: 2750, chargeCents: 0 });
  });
});
