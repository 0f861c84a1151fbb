import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { NetworkMember, NetworkPage } from '@storyfund/shared/contract';
import { ErrorState, Loading } from '@/components/feedback/states';
import { ProjectFeed } from '@/components/projects/project-feed';
import { Avatar } from '@/components/ui/avatar';
import { errorText } from '@/lib/errors';
import '../networks.css';

/** Members shown on the network page (the API's page size; "Show more" would page on). */
const MEMBERS_SHOWN = 12;
const PROJECTS_PAGE = 12;

function MemberItem({ member }: { member: NetworkMember }) {
  return (
    <li className="network-member">
      <Avatar name={member.name} photoUrl={member.photo_url} size="small" />
      <Link to={`/profile/${member.id}`}>{member.name}</Link>
      <span className="muted">
        {member.projects_count === 1 ? '1 project' : `${member.projects_count.toLocaleString('en-US')} projects`}
      </span>
    </li>
  );
}

/**
 * The network page's part of a partner's profile (docs/decisions.md "White-label partner networks"): the
 * network's members and their active projects. Nothing for a partner with no members that is not white-labelled.
 */
export function NetworkSection({ networkId }: { networkId: string }) {
  const { data, error, isLoading, mutate } = useSWR<NetworkPage>(`/users/${networkId}/network?limit=${MEMBERS_SHOWN}`);
  if (isLoading) return <Loading label="Loading the network…" />;
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
          <ul className="network-members">
            {members.data.map((member) => (
              <MemberItem key={member.id} member={member} />
            ))}
          </ul>
          {members.total > members.data.length ? (
            <p className="muted">
              {members.data.length} of {members.total.toLocaleString('en-US')} members shown.
            </p>
          ) : null}
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
