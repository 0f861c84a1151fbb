import type { SitePageContent } from './types';

export const page: SitePageContent = {
  title: 'The Grove',
  intro: 'The Grove is our community of monthly donors: people who give a little every month so that projects can count on it.',
  sections: [
    {
      heading: 'Why monthly gifts matter',
      paragraphs: [
        'Partners plan their work months ahead. Monthly gifts let them promise a teacher’s salary or a clinic’s supplies without waiting for the next appeal.',
      ],
    },
    {
      heading: 'What members get',
      list: [
        'A yearly statement of every gift, for your taxes.',
        'Updates from every project your gifts reached, at the frequency you choose.',
        'An invitation to our yearly online gathering with partners from the field.',
      ],
      links: [{ to: '/monthly', label: 'Join the Grove with a monthly gift' }],
    },
  ],
};
