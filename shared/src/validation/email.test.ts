import { describe, expect, it } from 'vitest';
import { isValidEmail, validateEmail } from './email.js';

describe('validateEmail: text, at-sign, text, dot, text (spec §5)', () => {
  it('accepts addresses of that shape', () => {
    for (const ok of ['a@b.co', 'jane.doe+gifts@mail.example.org', '  padded@example.com  ']) {
      expect(validateEmail(ok), ok).toBeUndefined();
    }
  });

  it('requires a value', () => {
    expect(validateEmail('')).toBe('Email is required');
    expect(validateEmail('   ')).toBe('Email is required');
    expect(validateEmail(undefined)).toBe('Email is required');
    expect(validateEmail(null)).toBe('Email is required');
  });

  it('rejects anything missing a part', () => {
    for (const bad of ['plain', 'a@b', '@b.co', 'a@.co', 'a@b.', 'a@@b.co', 'a b@c.de', 'a@b c.de']) {
      expect(validateEmail(bad), bad).toBe('Please enter a valid email address');
    }
  });

  it('isValidEmail mirrors the shape check', () => {
    expect(isValidEmail('x@y.z')).toBe(true);
    expect(isValidEmail('x@y')).toBe(false);
    expect(isValidEmail(7)).toBe(false);
  });
});
