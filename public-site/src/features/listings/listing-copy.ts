/** Titles, introductions and empty-state texts of the fixed listings. */
export type FixedListing = 'featured' | 'recent' | 'almost' | 'newest' | 'taxdeduction';

export interface ListingCopy {
  title: string;
  intro: string;
  empty: string;
}

export const LISTING_COPY: Record<FixedListing, ListingCopy> = {
  featured: {
    title: 'Featured projects',
    intro: 'Projects our team is featuring right now that still need your help.',
    empty: 'No featured projects right now',
  },
  recent: {
    title: 'Recent projects',
    intro: 'The newest projects on Storyfund.',
    empty: 'No projects yet',
  },
  almost: {
    title: 'Almost funded',
    intro: 'These projects are closest to their goal. A gift could finish the job.',
    empty: 'No project is close to its goal right now',
  },
  newest: {
    title: 'Newest projects',
    intro: 'Just posted and not yet funded: be among the first to give.',
    empty: 'No new projects waiting for gifts',
  },
  taxdeduction: {
    title: 'Tax-deductible projects',
    intro: 'Projects by tax-exempt partner organisations, so your gift may be tax-deductible.',
    empty: 'No tax-deductible projects right now',
  },
};
