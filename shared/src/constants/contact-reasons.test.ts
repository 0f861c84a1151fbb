import { describe, expect, it } from 'vitest';
import { CONTACT_REASONS, contactReasonLabel, isContactReason } from './contact-reasons.js';

describe('contact reasons (spec §9)', () => {
  it('lists 16 reasons in spec order with unique stable values', () => {
    expect(CONTACT_REASONS).toHaveLength(16);
    expect(CONTACT_REASONS.map((r) => r.label)).toEqual([
      'Getting started',
      'DAF/foundation/check donation',
      'Tax-deductibility',
      'Fundraising interest',
      'Monthly donation',
      'Gift card redeem help',
      'Interview request',
      'Sharing help',
      'Dedicating help',
      'Donation trouble',
      'Login trouble',
      'Partner review',
      'Job interest',
      'Reporting project or partner',
      'Security issue',
      'Other',
    ]);
    const values = CONTACT_REASONS.map((r) => r.value);
    expect(new Set(values).size).toBe(16);
    for (const value of values) expect(value).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('recognises reason values and labels them', () => {
    expect(isContactReason('security_issue')).toBe(true);
    expect(isContactReason('Security issue')).toBe(false);
    expect(contactReasonLabel('daf_foundation_check_donation')).toBe('DAF/foundation/check donation');
  });
});
