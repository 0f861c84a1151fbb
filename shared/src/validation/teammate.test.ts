import { describe, expect, it } from 'vitest';
import { validateTeammateBio, validateTeammateName, validateTeammateTitle } from './teammate.js';

describe('team member rules', () => {
  it('needs a name of at most 100 characters', () => {
    expect(validateTeammateName('  ')).toBe('Name is required');
    expect(validateTeammateName(undefined)).toBe('Name is required');
    expect(validateTeammateName('Amina Odhiambo')).toBeUndefined();
    expect(validateTeammateName('x'.repeat(101))).toBe('Name must be at most 100 characters');
  });
  it('keeps the title to 100 and the bio to 1000 characters, both optional', () => {
    expect(validateTeammateTitle(undefined)).toBeUndefined();
    expect(validateTeammateTitle('')).toBeUndefined();
    expect(validateTeammateTitle('x'.repeat(101))).toBe('Write at most 100 characters');
    expect(validateTeammateBio('😀'.repeat(1000))).toBeUndefined();
    expect(validateTeammateBio('x'.repeat(1001))).toBe('Write at most 1000 characters');
  });
});
