import { describe, expect, it } from 'vitest';
import { giftPayload, initialGiveValues, monthlyPayload, validateGive } from './give-values';
import type { GiveValues } from './give-values';

const values = (overrides: Partial<GiveValues> = {}): GiveValues => ({ ...initialGiveValues(), ...overrides });
const member = { asGuest: false, canGiveMonthly: true };

describe('validateGive', () => {
  it('accepts the opening state for a member', () => {
    expect(validateGive(values(), member)).toEqual({});
  });

  it('words an unreadable or missing amount for people, and keeps the shared bounds', () => {
    expect(validateGive(values({ presetCents: null, otherAmount: 'ten' }), member).amount_cents).toBe(
      'Please enter an amount in dollars, like 25 or 25.50',
    );
    expect(validateGive(values({ presetCents: null }), member).amount_cents).toBe('Please choose or enter an amount');
    expect(validateGive(values({ presetCents: null, otherAmount: '0.99' }), member).amount_cents).toBe('Amount must be at least $1.00');
  });

  it('checks the dedication only when dedicating a one-time gift', () => {
    expect(validateGive(values({ dedicateeName: '' }), member)).toEqual({});
    expect(validateGive(values({ dedicate: true }), member)).toEqual({ dedicatee_name: 'Dedicatee name is required' });
    expect(validateGive(values({ dedicate: true, monthly: true }), member)).toEqual({});
    expect(validateGive(values({ dedicate: true, dedicateeName: 'Rose', dedicateeEmail: 'nope' }), member).dedicatee_email).toBeDefined();
  });

  it('asks a guest for first name, last name and email, and refuses monthly without an account', () => {
    expect(validateGive(values({ monthly: true }), { asGuest: true, canGiveMonthly: false })).toEqual({
      monthly: 'Please log in or create an account to give monthly.',
      guest_first_name: 'First name is required',
      guest_last_name: 'Last name is required',
      guest_email: expect.any(String),
    });
  });
});

describe('giftPayload and monthlyPayload', () => {
  it('sends only what applies, trimmed, tip in cents', () => {
    const v = values({
      tipPercent: 15,
      encouragement: '  Go!  ',
      dedicate: true,
      dedicateeName: ' Rose ',
      dedicateeEmail: '',
      dedicationSendOn: '2030-01-01',
      giftCardCode: 'ABCD',
    });
    expect(giftPayload(v, { asGuest: false, paymentMethodId: 'pm_card_visa', useGiftCard: true })).toEqual({
      amount_cents: 2500,
      tip_cents: 375,
      anonymous: false,
      encouragement: 'Go!',
      payment_method_id: 'pm_card_visa',
      gift_card_code: 'ABCD',
      dedicatee_name: 'Rose',
    });
  });

  it('leaves the dedication out when the box is unticked, and the card out when the gift card pays', () => {
    const v = values({ dedicateeName: 'Rose', giftCardCode: 'ABCD' });
    expect(giftPayload(v, { asGuest: false, useGiftCard: true })).toEqual({
      amount_cents: 2500,
      tip_cents: 0,
      anonymous: false,
      gift_card_code: 'ABCD',
    });
  });

  it('marks a guest gift and carries the guest details', () => {
    const v = values({ firstName: 'Gina', lastName: 'Guest', email: 'g@example.test', anonymous: true });
    expect(giftPayload(v, { asGuest: true, paymentMethodId: 'pm_card_visa', useGiftCard: false })).toMatchObject({
      anonymous: true,
      is_guest: true,
      guest_first_name: 'Gina',
      guest_last_name: 'Guest',
      guest_email: 'g@example.test',
    });
  });

  it('builds the monthly body of contract C', () => {
    expect(monthlyPayload(values({ presetCents: 1000, tipPercent: 5 }), 'pm_card_visa')).toEqual({
      amount_cents: 1000,
      tip_cents: 50,
      payment_method_id: 'pm_card_visa',
      anonymous: false,
    });
  });
});
