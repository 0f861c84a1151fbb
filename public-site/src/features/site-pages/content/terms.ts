import type { SitePageContent } from './types';

export const page: SitePageContent = {
  title: 'Terms of use',
  intro:
    'These terms apply to everyone who uses Storyfund: donors, storytellers and partner organisations. By using the site you accept them.',
  updated: '24 November 2026',
  sections: [
    {
      heading: 'For donors',
      list: [
        'A gift is a donation to the project you choose. It is final once made, except as our refund policy on the FAQ page allows.',
        'The amount shown before you pay is the amount charged. Any tip to Storyfund is optional and shown separately.',
        'Tax receipts are issued only for gifts to partners registered as tax-exempt, for the gift amount without the tip.',
        'You may give anonymously: your name is then hidden from the project, its followers and its owner.',
      ],
    },
    {
      heading: 'For storytellers and partners',
      list: [
        'What you post must be true, yours to publish, and respectful of the people it shows.',
        'Funds raised must be spent on the project as described. Significant changes must be posted as an update.',
        'Storyfund deducts the card processor’s fee (2.9% + 30¢) and a platform fee of 3% of each gift before paying out.',
        'Partners are responsible for the tax status they declare and for the receipts issued in their name.',
      ],
    },
    {
      heading: 'What we may do',
      paragraphs: [
        'We may hide, close or ban a project or an account that breaks these terms, misleads donors or is reported and found abusive. Gifts to a project banned for fraud are refunded.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'Storyfund provides the platform on which donors and projects meet; the project’s owner and partner are responsible for carrying out the work. We are liable for our own mistakes in handling money, and we fix them.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: ['When these terms change we post the new text here with its date, and email account holders about important changes.'],
      links: [{ to: '/privacy', label: 'Privacy policy' }],
    },
  ],
};
