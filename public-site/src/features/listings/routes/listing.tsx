import { Page } from '@/components/layout/page';
import { ProjectFeed } from '@/components/projects/project-feed';
import { useSession } from '@/hooks/use-session';
import { LISTING_COPY } from '../listing-copy';
import type { FixedListing } from '../listing-copy';
import '../listings.css';

/** /featured, /recent, /almost, /newest and /taxdeduction. */
export function ListingRoute({ listing }: { listing: FixedListing }) {
  const { userId } = useSession();
  const copy = LISTING_COPY[listing];
  return (
    <Page title={copy.title} intro={<p>{copy.intro}</p>}>
      <ProjectFeed listing={{ kind: listing }} viewerId={userId} label={copy.title} empty={{ title: copy.empty }} />
    </Page>
  );
}
