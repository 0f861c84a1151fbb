import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { NetworkMember, NetworkPage } from '@storyfund/shared/contract';
import { ErrorState, Loading } from '@/components/feedback/states';
import { ProjectFeed } from '@/components/projects/project-feed';
import { Avatar } from '@/components/ui/avatar';
import { ShowMoreItem } from '@/components/ui/show-more-item';
import { errorText } from '@/lib/errors';
import '../networks.css';
import { formatCount } from '@storyfund/shared/numbers';

/** Members a page of the network page shows (the API's default page size); "Show more" adds the next. */
const MEMBERS_PAGE = 12;
const membersKey = (networkId: string, offset: number) => `/users/${networkId}/network?limit=${MEMBERS_PAGE}&offset=${offset}`;
const PROJECTS_PAGE = 12;

function MemberItem({ member }: { member: NetworkMember }) {
  return (
    <li className="network-member">
      <Avatar name={member.name} photoUrl={member.photo_url} size="small" />
      <Link to={`/profile/${member.id}`}>{member.name}</Link>
      <span className="muted">{member.projects_count === 1 ? '1 project' : `${formatCount(member.projects_count)} projects`}</span>
    </li>
  );
}

/** One page of members after the first, and the "Show more" button while more remain. */
function MorePage({ networkId, offset, isLast, onMore }: { networkId: string; offset: number; isLast: boolean; onMore: () => void }) {
  const { data, error, isLoading, mutate } = useSWR<NetworkPage>(membersKey(networkId, offset));
  if (isLoading)
    return (
      <li className="network-members__state">
        <Loading label="Loading more members…" />
      </li>
    );
  if (error || !data)
    return (
      <li className="network-members__state">
        <ErrorState title="More members could not be loaded" message={errorText(error)} onRetry={() => void mutate()} />
      </li>
    );
  return <MemberPage members={data.members} offset={offset} isLast={isLast} onMore={onMore} />;
}

function MemberPage({
  members,
  offset,
  isLast,
  onMore,
}: {
  members: NetworkPage['members'];
  offset: number;
  isLast: boolean;
  onMore: () => void;
}) {
  return (
    <>
      {members.data.map((member) => (
        <MemberItem key={member.id} member={member} />
      ))}
      <ShowMoreItem
        isLast={isLast}
        offset={offset}
        pageSize={MEMBERS_PAGE}
        total={members.total}
        onMore={onMore}
        className="network-members__more"
      >
        Show more members
      </ShowMoreItem>
    </>
  );
}

/**
 * The network page's part of a partner's profile (docs/decisions.md "White-label partner networks"): the
 * network's members and their active projects. Nothing for a partner with no members that is not white-labelled.
 */
export function NetworkSection({ networkId }: { networkId: string }) {
  const [pages, setPages] = useState(1);
  const { data, error, isLoading, mutate } = useSWR<NetworkPage>(membersKey(networkId, 0));
  // Nothing while it loads: most partners have no network members, and a loading line that then went away moved the
  // feed and the reviews under it up 88 px.
  if (isLoading) return null;
  if (error || !data)
    return <ErrorState title="The network could not be loaded" message={errorText(error)} onRetry={() => void mutate()} />;
  const { network, members } = data;
  if (members.total === 0 && !network.is_white_labelled) return null;
  return (
    <section className="network-section" aria-labelledby="network-members-title">
      <h2 id="network-members-title">Members of {network.name}</h2>
      {members.total === 0 ? (
        <p className="muted">No members yet.</p>
      ) : (
        <>
          <p className="muted">{members.total === 1 ? '1 member' : `${formatCount(members.total)} members`}</p>
          <ul className="network-members" aria-labelledby="network-members-title">
            <MemberPage members={members} offset={0} isLast={pages === 1} onMore={() => setPages(2)} />
            {Array.from({ length: pages - 1 }, (_, i) => (
              <MorePage
                key={i}
                networkId={networkId}
                offset={(i + 1) * MEMBERS_PAGE}
                isLast={i === pages - 2}
                onMore={() => setPages(pages + 1)}
              />
            ))}
          </ul>
        </>
      )}
      <h2 id="network-projects-title">Projects in the network</h2>
      <ProjectFeed
        listing={{ kind: 'network', networkId }}
        viewerId={null}
        label={`Projects of ${network.name}'s members`}
        pageSize={PROJECTS_PAGE}
        empty={{ title: 'No active projects yet' }}
      />
    </section>
  );
}
