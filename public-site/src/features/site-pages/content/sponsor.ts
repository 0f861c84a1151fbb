import type { SitePageContent } from './types';

export const page: SitePageContent = {
  title: 'Sponsor a project',
  intro: 'Sponsors fund a whole project, or a child’s schooling, from start to finish, and follow it closely.',
  sections: [
    {
      heading: 'What sponsorship means',
      list: [
        'You cover the project’s goal, alone or with a small group.',
        'The partner sends you the updates first, and the final report when the work is done.',
        'Your name, or your organisation’s, can be shown on the project as its sponsor.',
      ],
    },
    {
      heading: 'Getting started',
      paragraphs: ['Tell us what you would like to sponsor and we will introduce you to partners with matching projects.'],
      links: [{ to: '/contact', label: 'Ask about sponsoring' }],
    },
  ],
};
