import type { SitePageContent } from './types';

export const page: SitePageContent = {
  title: 'Learn how Storyfund works',
  intro: 'From the first photo of a project to its final update: how projects are started, funded and followed.',
  sections: [
    {
      heading: '1. A project is posted',
      paragraphs: [
        'A storyteller or partner writes what is needed, why, and what it costs, and sets a goal in dollars. Partner organisations review the projects of the storytellers they work with.',
      ],
    },
    {
      heading: '2. Donors give',
      paragraphs: [
        'Anyone can give once or every month, with or without an account. Gifts count towards the goal at once; the project page shows how much is left.',
      ],
    },
    {
      heading: '3. Milestones',
      paragraphs: [
        'When a project is half funded, and again when it is fully funded, everyone who gave is told. Staff pick projects that are close to their goal for the front page.',
      ],
    },
    {
      heading: '4. Updates',
      paragraphs: [
        'The owner posts updates with photos and video as the money is spent, and a final update when the work is done. Followers are notified of each one.',
      ],
      links: [
        { to: '/staffpicks', label: 'See staff picks' },
        { to: '/liveschanged', label: 'Lives changed: finished projects' },
      ],
    },
  ],
};
