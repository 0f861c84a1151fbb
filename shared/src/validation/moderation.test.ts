import { describe, expect, it } from 'vitest';
import { MODERATION_REASON_MAX, validateModerationReason } from './moderation.js';

describe('validateModerationReason', () => {
  it('needs a reason that is not blank', () => {
    expect(validateModerationReason(undefined)).toBe('Please give a reason');
    expect(validateModerationReason('   ')).toBe('Please give a reason');
    expect(validateModerationReason('Spam')).toBeUndefined();
  });
  it('keeps it short', () => {
    expect(validateModerationReason('x'.repeat(MODERATION_REASON_MAX))).toBeUndefined();
    expect(validateModerationReason('x'.repeat(MODERATION_REASON_MAX + 1))).toMatch(/under 500/);
  });
});
