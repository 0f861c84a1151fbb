import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { Project } from '@storyfund/shared/contract';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/hooks/use-app-config';
import { useSession } from '@/hooks/use-session';
import { errorText } from '@/lib/errors';
import { GivePanel } from './give-panel';
import type { GuestClaimRender } from './thank-you';

function DirectProject({ projectId, guestClaim }: { projectId: number; guestClaim: GuestClaimRender | undefined }) {
  const { userId } = useSession();
  const { data: project, error, isLoading, mutate } = useSWR<Project>([`/projects/${projectId}`, userId]);
  if (isLoading) return <Loading label="Loading…" />;
  if (error || !project)
    return <ErrorState title="Direct giving could not be loaded" message={errorText(error)} onRetry={() => void mutate()} />;
  return (
    <>
      <p>{project.description}</p>
      <GivePanel project={project} guestClaim={guestClaim} />
    </>
  );
}

/**
 * /donatedirectly: a gift to Storyfund's own work. It goes to the project named by
 * DONATE_DIRECTLY_PROJECT_ID (GET /api/config `donate_directly_project_id`), an ordinary project owned by
 * Storyfund's account (docs/decisions.md "Give panel").
 */
export function DonateDirectly({ guestClaim }: { guestClaim?: GuestClaimRender | undefined }) {
  const { config, isLoading } = useAppConfig();
  const projectId = config?.donate_directly_project_id ?? null;
  return (
    <Page
      title="Give to Storyfund directly"
      width="narrow"
      intro={
        <p>
          Storyfund keeps every project&apos;s story honest and its gifts on their way. A direct gift pays for that work: the people, the
          checks and the servers.
        </p>
      }
    >
      {isLoading ? <Loading /> : null}
      {!isLoading && projectId === null ? (
        <EmptyState title="Direct gifts are not open right now">
          <p>
            You can still support Storyfund with a tip when you give to a project. <Link to={paths.staffPicks}>See the staff picks</Link>
          </p>
        </EmptyState>
      ) : null}
      {projectId !== null ? <DirectProject projectId={projectId} guestClaim={guestClaim} /> : null}
    </Page>
  );
}
