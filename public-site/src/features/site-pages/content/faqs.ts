import type { SitePageContent } from './types';

export const page: SitePageContent = {
  title: 'Frequently asked questions',
  intro: 'Short answers to what donors and partners ask us most. Anything else: write to us from the contact page.',
  sections: [
    {
      heading: 'Where does my gift go?',
      paragraphs: [
        'To the project you chose, held by its owner or partner organisation. The project page shows every update the owner posts as the work moves forward.',
      ],
    },
    {
      heading: 'What does it cost?',
      paragraphs: [
        'The card processor charges 2.9% + 30¢ of each payment, and Storyfund takes a platform fee of 3% of the gift from the project’s side. You may add a tip for Storyfund when you give; it is optional, shown in dollars before you pay, and set to “no tip” unless you choose one.',
      ],
    },
    {
      heading: 'Is my gift tax-deductible?',
      paragraphs: [
        'When the project belongs to a partner registered as tax-exempt, yes: we email you a numbered PDF receipt for the gift right away, and a statement of the year’s gifts each January. The tip is not part of the receipt, because it goes to Storyfund rather than to the charity.',
      ],
    },
    {
      heading: 'Can I give every month?',
      paragraphs: [
        'Yes. A monthly gift is charged on the same day each month until you stop it, which you can do at any time from your settings.',
      ],
      links: [{ to: '/monthly', label: 'Monthly giving' }],
    },
    {
      heading: 'How do gift cards work?',
      paragraphs: [
        'You buy a card for a friend, who chooses the project it funds. Cards are redeemed at /redeem and can be spread over several projects until the balance runs out.',
      ],
      links: [
        { to: '/giftcard', label: 'Buy a gift card' },
        { to: '/redeem', label: 'Redeem a gift card' },
      ],
    },
    {
      heading: 'Can I get a refund?',
      paragraphs: [
        'If a gift was made in error, write to us within 30 days and we will refund it in full, as long as the partner has not yet received the funds.',
      ],
    },
    {
      heading: 'How do I start a project?',
      paragraphs: [
        'Create an account and start a project: tell its story, set a goal and add photos. Projects of partner organisations appear in the listings once the partner approves them.',
      ],
      links: [{ to: '/project/create', label: 'Start a project' }],
    },
  ],
};
