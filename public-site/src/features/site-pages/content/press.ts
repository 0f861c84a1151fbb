import type { SitePageContent } from './types';

export const page: SitePageContent = {
  title: 'Press release: Storyfund opens to partner organisations worldwide',
  intro:
    'For immediate release. Storyfund, the fundraising platform where every gift goes to one project donors can follow, now welcomes partner organisations in every country.',
  updated: '24 November 2026',
  sections: [
    {
      heading: 'The news',
      paragraphs: [
        'Registered charities and community organisations anywhere can now publish projects on Storyfund, receive gifts by card, and issue tax receipts where they are tax-exempt. Donors follow each project through the updates its owners post with photos and video.',
        '“Donors want to see what their gift became, and the people doing the work want to show it,” says Storyfund’s founder. “We built the simplest way to do both.”',
      ],
    },
    {
      heading: 'About Storyfund',
      paragraphs: [
        'Storyfund is a donation and fundraising platform for storytellers and partner organisations. Its fees are shown before every gift: the card processor’s 2.9% + 30¢ and a 3% platform fee, with an optional tip.',
      ],
    },
    {
      heading: 'Press contact',
      paragraphs: ['Journalists can reach us through the contact form (choose “Interview request”); we answer within one working day.'],
      links: [{ to: '/contact', label: 'Contact the press team' }],
    },
  ],
};
