import type { SitePageContent } from './types';

export const page: SitePageContent = {
  title: 'Pledges',
  intro: 'A pledge is a promise to give a set amount over time. On Storyfund, pledges are kept as monthly gifts you control.',
  sections: [
    {
      heading: 'Making a pledge',
      paragraphs: [
        'Choose a project or partner, an amount and start a monthly gift. You are charged once a month, on the same day, and can change the amount or stop at any time from your settings.',
      ],
      links: [{ to: '/monthly', label: 'Start a monthly gift' }],
    },
    {
      heading: 'Pledges from companies and foundations',
      paragraphs: [
        'Foundations, donor-advised funds and companies that want to pledge a larger sum, or pay by cheque or bank transfer, can write to us and we will set it up with the partner.',
      ],
      links: [{ to: '/contact', label: 'Contact us' }],
    },
  ],
};
