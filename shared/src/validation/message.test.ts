import { describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS, validateMessage } from './message.js';

describe('validateMessage: one length rule for every message', () => {
  it('passes a message within its kind limit, counted in characters after trimming', () => {
    expect(validateMessage('  thank you  ', 'comment')).toBeUndefined();
    expect(validateMessage('😀'.repeat(MESSAGE_LIMITS.comment), 'comment')).toBeUndefined();
    expect(validateMessage(` ${'a'.repeat(MESSAGE_LIMITS.giftCard)} `, 'giftCard')).toBeUndefined();
  });

  it('refuses a message over its kind limit, naming the limit', () => {
    expect(validateMessage('a'.repeat(MESSAGE_LIMITS.comment + 1), 'comment')).toBe('Message can be at most 2000 characters');
    expect(validateMessage('a'.repeat(MESSAGE_LIMITS.update + 1), 'update')).toBe('Message can be at most 10000 characters');
    expect(validateMessage('a'.repeat(MESSAGE_LIMITS.giftCard + 1), 'giftCard')).toBe('Message can be at most 1000 characters');
    expect(validateMessage('a'.repeat(MESSAGE_LIMITS.update), 'comment')).toBeDefined();
  });

  it('treats blank as missing: fine when optional, refused when required', () => {
    for (const blank of [undefined, null, '', '   ']) {
      expect(validateMessage(blank, 'encouragement')).toBeUndefined();
      expect(validateMessage(blank, 'comment', { required: true })).toBe('Message is required');
    }
  });

  it('refuses what is not text', () => {
    expect(validateMessage(42, 'comment')).toBe('Message must be text');
    expect(validateMessage(['a'], 'update', { required: true })).toBe('Message must be text');
  });
});
