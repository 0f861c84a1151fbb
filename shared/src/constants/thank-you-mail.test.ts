import { describe, expect, it } from 'vitest';
import { thankYouMailSubject, thankYouMailText } from './thank-you-mail.js';

describe('the thank-you mail of a premium partner', () => {
  const parts = {
    donorName: 'Tess Giver',
    message: 'Thank you!\n\nYour gift drills a well.',
    partnerName: 'Wells For All',
    amount: '$25.00',
    projectTitle: 'Village well',
    day: '02/03/2025',
    projectUrl: 'https://storyfund.test/project/7',
  };

  it("puts the partner's words, line breaks kept, above its name and the gift's details", () => {
    expect(thankYouMailSubject('Village well')).toBe('Thank you for your gift to "Village well"');
    expect(thankYouMailText(parts).split('\n')).toEqual([
      'Dear Tess Giver,',
      '',
      'Thank you!',
      '',
      'Your gift drills a well.',
      '',
      '— Wells For All',
      '',
      'Your gift of $25.00 to "Village well" went through on 02/03/2025.',
      'See the project: https://storyfund.test/project/7',
    ]);
  });

  it('greets a donor without a name as a friend', () => {
    expect(thankYouMailText({ ...parts, donorName: '' })).toMatch(/^Dear friend,\n/);
  });
});
