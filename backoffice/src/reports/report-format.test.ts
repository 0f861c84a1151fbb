import { describe, expect, it } from 'vitest';
import { changeText } from './report-format.js';

describe('changeText', () => {
  it('words the change against the previous period', () => {
    expect(changeText(150, 100)).toBe('+50.0 % against the previous period');
    expect(changeText(75, 100)).toBe('-25.0 % against the previous period');
    expect(changeText(5, 5)).toBe('No change against the previous period');
    expect(changeText(5, 0)).toBe('New against an empty previous period');
  });
});
