/**
 * A page of the site's own copy (/about, /terms, /faqs...). Each page is one file in this folder, loaded when
 * first visited; edit the words there. A section is a heading, paragraphs, an optional list and optional links.
 */
export interface SiteSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** In-site paths (`/contact`) or full URLs. */
  links?: { to: string; label: string }[];
}

export interface SitePageContent {
  title: string;
  intro: string;
  /** When the text last changed (shown on the legal pages). */
  updated?: string;
  sections: SiteSection[];
}
