import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { formatCents } from '@storyfund/shared/money';
import type { ProjectCard, ProjectList, PublicUser } from '@storyfund/shared/contract';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { errorText, isStatus } from '@/lib/errors';
import { displayName } from '@/lib/user-display';
import { GivePanel } from './give-panel';
import type { GuestClaimRender } from './thank-you';

function ProjectChoice({ projects, chosenId }: { projects: ProjectCard[]; chosenId: number }) {
  const [params] = useSearchParams();
  const linkTo = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('project', String(id));
    return `?${next.toString()}#give`;
  };
  return (
    <ul className="give-page__projects" aria-label="Projects">
      {projects.map((project) => (
        <li key={project.id} className="panel give-page__project">
          <span>
            <Link to={paths.project(project.id)}>{project.title}</Link>
            <span className="muted">
              {' '}
              · {formatCents(project.stats.amount_raised_cents, { dropZeroCents: true })} of{' '}
              {formatCents(project.goal_amount_cents, { dropZeroCents: true })}
            </span>
          </span>
          {project.id === chosenId ? (
            <span className="badge badge--ok">Chosen</span>
          ) : (
            <Link
              className="button button--secondary button--small"
              to={linkTo(project.id)}
              replace
              aria-label={`Give to ${project.title}`}
            >
              Choose
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

export interface PartnerGivingProps {
  partnerId: string;
  /** The donor the page greets, from the URL. */
  userName: string | undefined;
  guestClaim?: GuestClaimRender | undefined;
}

/** A partner's year-end giving page (/giveto/:id, spec §2): their open projects, and the give panel for the chosen one. */
export function PartnerGiving({ partnerId, userName, guestClaim }: PartnerGivingProps) {
  const { userId } = useSession();
  const [params] = useSearchParams();
  const partner = useSWR<PublicUser>([`/users/${partnerId}`, userId]);
  const list = useSWR<ProjectList>(`/projects/owner-projects?owner_id=${partnerId}&limit=100`);
  if (partner.isLoading || list.isLoading) return <Loading />;
  if (isStatus(partner.error, 404)) {
    return (
      <EmptyState title="We could not find this giving page">
        <p>
          <Link to={paths.staffPicks}>See the staff picks</Link>
        </p>
      </EmptyState>
    );
  }
  const failed = partner.error ?? list.error;
  if (failed || !partner.data || !list.data)
    return <ErrorState message={errorText(failed)} onRetry={() => void Promise.all([partner.mutate(), list.mutate()])} />;

  const name = displayName(partner.data);
  const projects = list.data.data.filter((project) => project.status === 'active');
  const wanted = Number(params.get('project'));
  const chosen = projects.find((project) => project.id === wanted) ?? projects[0];
  return (
    <Page
      title={userName ? `${userName}, give with ${name} this year` : `Year-end giving with ${name}`}
      intro={
        <p>
          {userName ? `Thank you for standing with ${name}, ${userName}. ` : ''}
          Choose one of {name}&apos;s projects and give before the year ends. <Link to={paths.profile(partner.data.id)}>About {name}</Link>
        </p>
      }
    >
      {chosen === undefined ? (
        <EmptyState title={`${name} has no project open for gifts right now`} />
      ) : (
        <div className="give-page">
          <ProjectChoice projects={projects} chosenId={chosen.id} />
          <h2 className="section-title">{chosen.title}</h2>
          <GivePanel key={chosen.id} project={chosen} guestClaim={guestClaim} />
        </div>
      )}
    </Page>
  );
}
