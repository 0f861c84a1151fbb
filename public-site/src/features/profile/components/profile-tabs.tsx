import { Link } from 'react-router-dom';

/** A profile's children (spec §2): the default feed (empty path), projects, community news, our team, sponsor. */
const PROFILE_CHILDREN = ['', 'projects', 'community_news', 'our_team', 'sponsor'] as const;
export type ProfileChild = (typeof PROFILE_CHILDREN)[number];

export const isProfileChild = (value: string): value is ProfileChild => (PROFILE_CHILDREN as readonly string[]).includes(value);

const LABELS: Record<ProfileChild, string> = {
  '': 'Feed',
  projects: 'Projects',
  community_news: 'Community news',
  our_team: 'Our team',
  sponsor: 'Sponsored',
};

/**
 * The children as links (`basePath` is /profile/{id}, /profile.m/{id} or the custom route), the open one marked;
 * `scroll` (the mobile profile) keeps them on one row that scrolls sideways.
 */
export function ProfileTabs({ basePath, current, scroll = false }: { basePath: string; current: ProfileChild; scroll?: boolean }) {
  return (
    <nav className={scroll ? 'profile-tabs profile-tabs--scroll' : 'profile-tabs'} aria-label="Profile sections">
      <ul>
        {PROFILE_CHILDREN.map((child) => (
          <li key={child}>
            <Link
              to={child === '' ? basePath : `${basePath}/${child}`}
              className="profile-tabs__link"
              aria-current={child === current ? 'page' : undefined}
            >
              {LABELS[child]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
