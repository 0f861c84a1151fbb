import { describe, expect, it } from 'vitest';
import { validateDraftData } from './draft.js';

describe('project drafts', () => {
  it('keeps a JSON object of at most 100 KB', () => {
    expect(validateDraftData({ title: 'Wells' })).toBeUndefined();
    expect(validateDraftData(['title'])).toBe('Draft data must be a JSON object');
    expect(validateDraftData(null)).toBe('Draft data must be a JSON object');
    expect(validateDraftData({ description: 'x'.repeat(100 * 1024) })).toBe('Draft data can be at most 100 KB');
  });
});
