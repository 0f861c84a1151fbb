import { describe, expect, it } from 'vitest';
import { validateAbuseMessage, validateAbuseReason } from './abuse-report.js';

describe('abuse reports', () => {
  it('takes one of the listed reasons, and names them otherwise', () => {
    expect(validateAbuseReason('spam')).toBeUndefined();
    expect(validateAbuseReason('boring')).toBe('Choose one of: spam, fraud, inappropriate, harassment, misinformation, copyright, other');
  });

  it("asks for a message with 'other' only", () => {
    expect(validateAbuseMessage('other', '  ')).toBe('Please tell us what is wrong');
    expect(validateAbuseMessage('other', 'Fake photos')).toBeUndefined();
    expect(validateAbuseMessage('spam', null)).toBeUndefined();
  });
});
