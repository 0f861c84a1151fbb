import { describe, expect, it } from 'vitest';
import { changedFields, dayToUtc, targetLabel, utcToDay } from './audit-display.js';

describe('audit entries as the back-office shows them', () => {
  it('lists every field either side names, marking what changed', () => {
    expect(
      changedFields({
        before: { banned_at: null, ban_reason: null },
        after: { banned_at: '2026-01-01T00:00:00.000Z', ban_reason: 'Spam' },
      }),
    ).toEqual([
      { field: 'banned_at', before: 'null', after: '"2026-01-01T00:00:00.000Z"', changed: true },
      { field: 'ban_reason', before: 'null', after: '"Spam"', changed: true },
    ]);
    expect(changedFields({ before: null, after: { stage: 'won' } })).toEqual([
      { field: 'stage', before: '—', after: '"won"', changed: true },
    ]);
    expect(changedFields({ before: { a: 1 }, after: { a: 1 } })[0]?.changed).toBe(false);
  });

  it('names the target and turns a picked day into the UTC start of that day', () => {
    expect(targetLabel({ target_type: 'user', target_id: 4 })).toBe('user #4');
    expect(dayToUtc('2026-03-01')).toBe('2026-03-01T00:00:00.000Z');
    expect(dayToUtc('')).toBeUndefined();
    expect(utcToDay('2026-03-01T00:00:00.000Z')).toBe('2026-03-01');
  });
});
