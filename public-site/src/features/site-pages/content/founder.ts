import type { SitePageContent } from './types';

export const page: SitePageContent = {
  title: 'A note from our founder',
  intro: 'Why Storyfund exists, in a few paragraphs.',
  sections: [
    {
      heading: 'Small gifts, seen through',
      paragraphs: [
        'I spent years working for charities that did excellent work and could not show it to the people who paid for it. Donors gave to a cause and never heard what their money became; the people doing the work spent their evenings writing reports nobody read.',
        'Storyfund started from a simple idea: let every gift go to one concrete project, and let the people on the ground tell its story as it happens. A photo of the finished well says more than an annual report.',
      ],
    },
    {
      heading: 'How we keep it honest',
      paragraphs: [
        'We show our fees before you pay, keep every cent in a ledger, and work with partner organisations who answer for the projects they carry. When something goes wrong, we say so and fix it.',
        'Thank you for being part of it.',
      ],
      links: [{ to: '/about', label: 'About Storyfund' }],
    },
  ],
};
