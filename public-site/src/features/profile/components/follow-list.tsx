import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { PublicUserList } from '@storyfund/shared/contract';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { Avatar } from '@/components/ui/avatar';
import { ShowMoreItem } from '@/components/ui/show-more-item';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/errors';
import { displayName } from '@/lib/user-display';
import { FOLLOW_PAGE_SIZE, followPageKey } from '../api/profile-calls';
import type { FollowDirection } from '../api/profile-calls';

interface ListProps {
  profileId: string;
  direction: FollowDirection;
  viewerId: string | null;
}

function PageOfPeople({ offset, isLast, onMore, ...props }: ListProps & { offset: number; isLast: boolean; onMore: () => void }) {
  const { data, error, isLoading, mutate } = useSWR<PublicUserList>(
    followPageKey(props.profileId, props.direction, offset, props.viewerId),
  );
  const state = (content: ReactNode) => <li className="people__state">{content}</li>;
  if (isLoading) return state(<Loading />);
  if (error || !data) return state(<ErrorState message={errorText(error)} onRetry={() => void mutate()} />);
  if (offset === 0 && data.data.length === 0) {
    return state(<EmptyState title={props.direction === 'followers' ? 'No followers yet' : 'Not following anyone yet'} />);
  }
  return (
    <>
      {data.data.map((person) => (
        <li key={person.id} className="people__item">
          <Avatar name={displayName(person)} photoUrl={person.photo_url} />
          <Link to={paths.profile(person.id)}>{displayName(person)}</Link>
        </li>
      ))}
      <ShowMoreItem isLast={isLast} offset={offset} pageSize={FOLLOW_PAGE_SIZE} total={data.total} onMore={onMore} className="people__more">
        Show more
      </ShowMoreItem>
    </>
  );
}

/** Followers or following, a page at a time. */
export function FollowList(props: ListProps) {
  const [pages, setPages] = useState(1);
  const title = props.direction === 'followers' ? 'Followers' : 'Following';
  return (
    <section className="people" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      <ul className="people__list">
        {Array.from({ length: pages }, (_, i) => (
          <PageOfPeople key={i} {...props} offset={i * FOLLOW_PAGE_SIZE} isLast={i === pages - 1} onMore={() => setPages(pages + 1)} />
        ))}
      </ul>
    </section>
  );
}
