import type { SitePageContent } from './types';

export const page: SitePageContent = {
  title: 'Insight Law',
  intro:
    'Insight Law is our programme of free legal help for people whose projects are blocked by paperwork: land titles for a school, permits for a well, registration for a small business.',
  sections: [
    {
      heading: 'What it covers',
      list: [
        'Advice from volunteer lawyers in the project’s country, arranged by the partner organisation.',
        'Filing fees and notary costs, funded like any other project on Storyfund.',
        'A public update when the case is settled, so donors see the result.',
      ],
    },
    {
      heading: 'How to take part',
      paragraphs: [
        'Partners can start an Insight Law project from their profile. Lawyers who want to volunteer, and donors who want to fund the programme as a whole, can write to us.',
      ],
      links: [{ to: '/contact', label: 'Contact us about Insight Law' }],
    },
  ],
};
