import type { SitePageContent } from './types';

export const page: SitePageContent = {
  title: 'The Humanity Fund',
  intro:
    'The Humanity Fund pools gifts for the projects that need them most right now: emergencies, and good projects that have waited longest for their first donor.',
  sections: [
    {
      heading: 'How the fund gives',
      paragraphs: [
        'Each month our team picks projects from the almost-funded and newest-unfunded listings and gives the fund’s balance to them. Every gift the fund makes is listed on the project’s page like any other.',
      ],
    },
    {
      heading: 'Giving to the fund',
      paragraphs: [
        'Give once or monthly. Gifts to the fund follow the same fees and receipts as any gift on Storyfund, and you are told which projects your gift reached.',
      ],
      links: [
        { to: '/almost', label: 'Almost funded projects' },
        { to: '/monthly', label: 'Give monthly' },
      ],
    },
  ],
};
