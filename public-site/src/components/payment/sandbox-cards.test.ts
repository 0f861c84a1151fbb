import { describe, expect, it } from 'vitest';
import {
  formatCardNumber,
  luhnValid,
  sandboxPaymentMethodId,
  SANDBOX_TEST_CARDS,
  validateCardNumber,
  validateCvc,
  validateExpiry,
  validateSandboxCard,
} from './sandbox-cards';

describe('sandbox test cards', () => {
  it('maps every test number of contract B to its pm_ id', () => {
    expect(sandboxPaymentMethodId('4242424242424242')).toBe('pm_card_visa');
    expect(sandboxPaymentMethodId('5555 5555 5555 4444')).toBe('pm_card_mastercard');
    expect(sandboxPaymentMethodId('4000000000000002')).toBe('pm_card_chargeDeclined');
    expect(sandboxPaymentMethodId('4000-0000-0000-9995')).toBe('pm_card_chargeDeclinedInsufficientFunds');
    expect(sandboxPaymentMethodId('4000002760003184')).toBe('pm_card_threeDSecure2Required');
    expect(sandboxPaymentMethodId('4000002500003155')).toBe('pm_card_authenticationRequired');
    expect(sandboxPaymentMethodId('4111111111111111')).toBeUndefined();
  });

  it('lists only numbers that pass the Luhn check', () => {
    for (const card of SANDBOX_TEST_CARDS) expect(luhnValid(card.number), card.number).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
  });

  it('formats numbers in groups of four', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42x')).toBe('4242 42');
  });
});

describe('card checks', () => {
  const now = new Date('2026-05-15T12:00:00Z');

  it('refuses a missing, mistyped or unknown card number', () => {
    expect(validateCardNumber('')).toBe('Please enter the card number');
    expect(validateCardNumber('4242 4242 4242 4241')).toBe('This card number is not valid');
    expect(validateCardNumber('4111 1111 1111 1111')).toMatch(/test cards/);
    expect(validateCardNumber('4242 4242 4242 4242')).toBeUndefined();
  });

  it('accepts this month and later, refuses past months and bad formats', () => {
    expect(validateExpiry('05/26', now)).toBeUndefined();
    expect(validateExpiry('12/30', now)).toBeUndefined();
    expect(validateExpiry('04/26', now)).toBe('This card has expired');
    expect(validateExpiry('13/27', now)).toBe('Please enter the expiry date as MM/YY');
    expect(validateExpiry('2027-01', now)).toBe('Please enter the expiry date as MM/YY');
    expect(validateExpiry('', now)).toBe('Please enter the expiry date');
  });

  it('wants 3 or 4 CVC digits', () => {
    expect(validateCvc('123')).toBeUndefined();
    expect(validateCvc('1234')).toBeUndefined();
    expect(validateCvc('12')).toMatch(/3 or 4 digits/);
    expect(validateCvc('')).toMatch(/CVC/);
  });

  it('reports every field at once', () => {
    expect(validateSandboxCard({ number: '', expiry: '1/21', cvc: 'x' }, now)).toEqual({
      number: 'Please enter the card number',
      expiry: 'This card has expired',
      cvc: 'The CVC is the 3 or 4 digits on the card',
    });
  });
});
