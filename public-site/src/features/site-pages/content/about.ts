import type { SitePageContent } from './types';

export const page: SitePageContent = {
  title: 'About Storyfund',
  intro:
    'Storyfund connects donors with the people behind fundraising projects: storytellers raising money for their own community, and partner charities that carry out the work. Every gift goes to one project you can follow until it is done.',
  sections: [
    {
      heading: 'What we do',
      paragraphs: [
        'A project on Storyfund is a specific need with a goal: a well for a village, a semester of school fees, surgery for a child. Its owner posts updates with photos and video as the money is spent, so you can see what your gift became.',
        'Partner organisations vet the storytellers they work with, hold the funds and deliver the work. Many of them are registered charities, which makes gifts to their projects tax-deductible.',
      ],
    },
    {
      heading: 'How money moves',
      paragraphs: [
        'You pay by card. The gift is recorded in a double-entry ledger at the moment it succeeds: your payment on one side, the project, the card fee and our platform fee on the other, so every cent is accounted for.',
        'The partner receives the gift less the card processor’s fee (2.9% + 30¢) and our platform fee (3% of the gift). A tip to Storyfund is always optional and never taken from the project.',
      ],
      links: [
        { to: '/faqs', label: 'Questions about fees, receipts and refunds' },
        { to: '/learn', label: 'How projects are chosen and followed' },
      ],
    },
    {
      heading: 'Who we are',
      paragraphs: ['Storyfund is a small team of engineers, organisers and former charity workers. We answer every message ourselves.'],
      links: [
        { to: '/founder', label: 'A note from our founder' },
        { to: '/contact', label: 'Contact us' },
      ],
    },
  ],
};
