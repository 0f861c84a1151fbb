import type { SitePageContent } from './types';

/** Each page's file, imported when the page is first visited (its own chunk). */
export const SITE_PAGES = {
  about: () => import('./about'),
  faqs: () => import('./faqs'),
  founder: () => import('./founder'),
  grove: () => import('./grove'),
  humanityfund: () => import('./humanityfund'),
  insightlaw: () => import('./insightlaw'),
  learn: () => import('./learn'),
  pledges: () => import('./pledges'),
  press: () => import('./press'),
  privacy: () => import('./privacy'),
  sponsor: () => import('./sponsor'),
  terms: () => import('./terms'),
} satisfies Record<string, () => Promise<{ page: SitePageContent }>>;

export type SitePageName = keyof typeof SITE_PAGES;
