import { describe, expect, it } from 'vitest';
import { collectErrors } from './field-errors.js';

describe('collectErrors', () => {
  it('keeps only fields with a message, each as a list', () => {
    expect(collectErrors({ email: 'Email is required', name: undefined, amount: 'Amount is required' })).toEqual({
      email: ['Email is required'],
      amount: ['Amount is required'],
    });
  });

  it('accepts several results for one field and drops the empty ones', () => {
    expect(collectErrors({ password: ['Too short', undefined, 'Too common'] })).toEqual({
      password: ['Too short', 'Too common'],
    });
  });

  it('answers undefined when everything is valid', () => {
    expect(collectErrors({ email: undefined, name: [undefined] })).toBeUndefined();
    expect(collectErrors({})).toBeUndefined();
  });
});
