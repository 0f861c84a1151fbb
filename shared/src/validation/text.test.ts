import { describe, expect, it } from 'vitest';
import { validateName, validatePassword, validateRequired } from './text.js';

describe('validateRequired', () => {
  it('flags undefined, null, blank strings and empty lists', () => {
    for (const missing of [undefined, null, '', '   ', []]) {
      expect(validateRequired(missing, 'Title')).toBe('Title is required');
    }
  });

  it('passes any other value, including 0 and false', () => {
    for (const present of ['x', 0, false, ['a'], {}]) {
      expect(validateRequired(present, 'Title')).toBeUndefined();
    }
  });
});

describe('validateName: 1 to 100 characters after trimming', () => {
  it('accepts 1 and 100 characters, ignoring surrounding spaces', () => {
    expect(validateName('J')).toBeUndefined();
    expect(validateName(`  ${'a'.repeat(100)}  `)).toBeUndefined();
  });

  it('requires a non-blank value', () => {
    expect(validateName('   ')).toBe('Name is required');
    expect(validateName(undefined, 'First name')).toBe('First name is required');
  });

  it('rejects 101 characters', () => {
    expect(validateName('a'.repeat(101))).toBe('Name must be at most 100 characters');
  });
});

describe('validatePassword: 8 to 128 characters', () => {
  it('accepts the bounds', () => {
    expect(validatePassword('12345678')).toBeUndefined();
    expect(validatePassword('x'.repeat(128))).toBeUndefined();
  });

  it('requires a value', () => {
    expect(validatePassword('')).toBe('Password is required');
    expect(validatePassword(undefined)).toBe('Password is required');
  });

  it('rejects 7 and 129 characters', () => {
    expect(validatePassword('1234567')).toBe('Password must be at least 8 characters');
    expect(validatePassword('x'.repeat(129))).toBe('Password must be at most 128 characters');
  });

  it('counts spaces, since a password is never trimmed', () => {
    expect(validatePassword('  abcd  ')).toBeUndefined();
  });
});
