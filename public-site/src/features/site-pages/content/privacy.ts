import type { SitePageContent } from './types';

export const page: SitePageContent = {
  title: 'Privacy policy',
  intro:
    'This policy says what Storyfund collects about you, why, with whom it is shared and what you can ask of us. We collect what the service needs and nothing more.',
  updated: '24 November 2026',
  sections: [
    {
      heading: 'What we collect',
      list: [
        'Your account: name, email address, password (stored only as a salted hash), and the profile details you choose to add.',
        'Your gifts: amount, project, date, and whether you gave anonymously. Card numbers go straight to our payment processor; we never see or store them.',
        'What you post: updates, comments, likes and messages to us.',
        'Technical data: the pages you visit on our site, counted by our own analytics (no third-party trackers), and the country your connection comes from, to show amounts in your currency.',
      ],
    },
    {
      heading: 'Why we use it',
      list: [
        'To run your account and your gifts, send receipts and statements, and tell you about the projects you follow.',
        'To keep the service safe: rate limits and fraud checks.',
        'To improve the site, from page counts that are never linked to advertising profiles.',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'The owner and partner of a project you give to see your name and gift, unless you give anonymously. Our payment processor handles card payments. We do not sell your data or share it with advertisers.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'We set the cookies that keep you logged in (for up to a year) and, for an hour, which project or profile brought you to the site. We set no advertising cookies. If your browser sends Do Not Track or Global Privacy Control, we do not record your page views at all.',
      ],
    },
    {
      heading: 'Emails',
      paragraphs: [
        'Receipts and account emails are sent as needed. Digests of what happened on the projects you follow come at the frequency you choose (daily, weekly, monthly or quarterly), and every digest has a one-click unsubscribe link.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask for a copy of your data, its correction or its deletion at any time. Gift records are kept as long as tax law requires. Write to us from the contact page.',
      ],
      links: [{ to: '/contact', label: 'Contact us' }],
    },
  ],
};
