import { describe, expect, it } from 'vitest';
import { isPaymentMethodId, validateIdempotencyKey, validatePaymentMethodId } from './payment.js';

describe('payment rules', () => {
  it('takes pm_ ids only', () => {
    expect(isPaymentMethodId('pm_card_visa')).toBe(true);
    expect(isPaymentMethodId('pm_sbx_AbC123')).toBe(true);
    for (const bad of ['card_123', 'pm_', 'pm_a-b', 42, undefined]) expect(isPaymentMethodId(bad)).toBe(false);
    expect(validatePaymentMethodId('nope')).toBe('Please choose a payment method');
    expect(validatePaymentMethodId('nope', 'Please choose a card')).toBe('Please choose a card');
  });

  it('takes an Idempotency-Key of 1 to 255 visible characters', () => {
    expect(validateIdempotencyKey('0b6a4c52-3d0e-4b5e-9a43-0d8f4a1f2c11')).toBeUndefined();
    expect(validateIdempotencyKey('x'.repeat(255))).toBeUndefined();
    for (const bad of [undefined, '', 'x'.repeat(256), 'has space', 'é']) expect(validateIdempotencyKey(bad)).toMatch(/Idempotency-Key/);
  });
});
