import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_SIZES } from '@storyfund/shared/constants';
import { Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { ProjectFeed } from '@/components/projects/project-feed';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { SignupNotice } from './signup-notice';
import '../home.css';

const COPY = {
  staffpicks: { title: 'Staff picks', intro: 'Projects our team has picked: well told, well run and ready for your gift.' },
  foryou: { title: 'For you', intro: 'Projects from people you follow, then projects like the ones you gave to.' },
} as const;

export interface HomeFeedProps {
  listing: 'staffpicks' | 'foryou';
  /** Shown above the feed: the free gift card offer on the staff picks, the partners for you on /foryou. */
  offer?: ReactNode;
}

/** /staffpicks (also /staff-picks) and /foryou: the personal feed when logged in, the staff picks for a visitor. */
export function HomeFeed({ listing, offer }: HomeFeedProps) {
  const { isAuthenticated, user, userId, userStatus } = useSession();
  const copy = COPY[listing];
  if (isAuthenticated && !user && userStatus !== 'error') return <Loading />;
  const personal = listing === 'foryou' && isAuthenticated;
  return (
    <Page title={user ? `Hello, ${user.first_name || 'there'}` : copy.title}>
      {user ? <SignupNotice user={user} /> : null}
      {offer}
      <section aria-label={copy.title}>
        {user ? <h2 className="section-title">{copy.title}</h2> : null}
        <p className="muted">
          {listing === 'foryou' && !isAuthenticated ? (
            <>
              <Link to={paths.login}>Log in</Link> to see projects picked for you. Meanwhile, here are our staff picks.
            </>
          ) : (
            copy.intro
          )}
        </p>
        <ProjectFeed
          listing={personal ? { kind: 'foryou', loggedIn: true } : { kind: 'staffpicks' }}
          viewerId={userId}
          // The staff picks show their top 3 at once (spec §9), then pages of 100.
          firstPageSize={personal ? undefined : PAGE_SIZES.staffPicks}
          priority
          label={copy.title}
          empty={{
            title: personal ? 'Nothing here yet' : 'No staff picks right now',
            body: (
              <p>
                {personal ? 'Follow people and projects, or give to one, and they will show up here. ' : ''}
                <Link to={paths.global}>Browse every project</Link>
              </p>
            ),
          }}
        />
      </section>
    </Page>
  );
}
