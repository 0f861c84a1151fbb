import type { ReactNode } from 'react';
import { countryName } from '@storyfund/shared/countries';
import type { ProfileStats, PublicUser } from '@storyfund/shared/contract';
import { formatCents } from '@storyfund/shared/money';
import { Avatar } from '@/components/ui/avatar';
import { displayName } from '@/lib/user-display';
import type { FollowDirection } from '../api/profile-calls';
import { formatCount } from '@storyfund/shared/numbers';

export interface ProfileHeaderProps {
  profile: PublicUser;
  openList: FollowDirection | null;
  onToggleList: (direction: FollowDirection) => void;
  /** Follow button, edit link or login prompt. */
  action: ReactNode;
  /** The header's numbers (GET /users/{id}/profile-stats); absent while they load or when they fail. */
  stats?: ProfileStats | undefined;
  /** True while the numbers load: their place is kept, so the counts and the sections under them do not move. */
  statsLoading?: boolean;
  /** What the page adds under the name (a partner's rating, composed in app/routes). */
  extra?: ReactNode;
}

function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

export function ProfileHeader({ profile, openList, onToggleList, action, stats, statsLoading = false, extra }: ProfileHeaderProps) {
  const name = displayName(profile);
  const country = countryName(profile.country_code);
  const personName = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <header className="profile-header">
      {profile.brand_logo_url || profile.brand_color ? (
        <div className="profile-brand-bar">
          {profile.brand_logo_url ? <img className="profile-brand-bar__logo" src={profile.brand_logo_url} alt={`${name} logo`} /> : null}
        </div>
      ) : null}
      {profile.cover_url ? <img className="profile-header__cover" src={profile.cover_url} alt="" /> : null}
      <div className="profile-header__body">
        <Avatar name={name} photoUrl={profile.photo_url} size="large" />
        <div className="profile-header__text">
          <h1 className="page__title">{name}</h1>
          {name !== personName && personName !== '' ? <p className="muted">{personName}</p> : null}
          <p className="muted">{[profile.is_partner ? 'Partner organisation' : null, country].filter(Boolean).join(' · ')}</p>
          {extra}
        </div>
        {action ? <div className="profile-header__action">{action}</div> : null}
      </div>
      {profile.bio ? <p className="profile-header__bio">{profile.bio}</p> : null}
      {stats ? (
        <dl className="profile-stats">
          <div>
            <dt>raised</dt>
            <dd>{formatCents(stats.raised_cents, { dropZeroCents: true })}</dd>
          </div>
          <div>
            <dt>{stats.projects_count === 1 ? 'project' : 'projects'}</dt>
            <dd>{formatCount(stats.projects_count)}</dd>
          </div>
          <div>
            <dt>{stats.donors_count === 1 ? 'donor' : 'donors'}</dt>
            <dd>{formatCount(stats.donors_count)}</dd>
          </div>
        </dl>
      ) : statsLoading ? (
        <dl className="profile-stats" aria-hidden="true">
          {['raised', 'projects', 'donors'].map((label) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{'\u00a0'}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="profile-header__counts">
        <button type="button" className="count" aria-expanded={openList === 'followers'} onClick={() => onToggleList('followers')}>
          {plural(profile.followers_count, 'follower', 'followers')}
        </button>
        <button type="button" className="count" aria-expanded={openList === 'following'} onClick={() => onToggleList('following')}>
          {plural(profile.following_count, 'following', 'following')}
        </button>
      </div>
    </header>
  );
}
