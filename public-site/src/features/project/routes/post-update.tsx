import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { resolveNumericRoute } from '@storyfund/shared/routing';
import type { Project } from '@storyfund/shared/contract';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { LoginLink } from '@/components/ui/login-link';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { errorText, isStatus } from '@/lib/errors';
import { projectSide } from '@/lib/project-side';
import { isTimelineKey, projectKey } from '../api/project-calls';
import { UpdateForm } from '../components/update-form';
import '../project.css';

function UpdatePage({ projectId }: { projectId: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data: project, error, isLoading, mutate: reload } = useSWR<Project>(projectKey(projectId, session.userId));
  if (isLoading || (session.isAuthenticated && session.user === null && session.userStatus !== 'error')) return <Loading />;
  if (isStatus(error, 404)) return <EmptyState title="We could not find this project" />;
  if (error || !project) return <ErrorState message={errorText(error)} onRetry={() => void reload()} />;

  const back = <Link to={paths.project(project.id)}>Back to {project.title}</Link>;
  let body;
  if (!session.isAuthenticated)
    body = (
      <p>
        <LoginLink>Log in</LoginLink> to post an update.
      </p>
    );
  else if (!projectSide(session.user, project.owner_id).canPostUpdates)
    body = <p>Only the project's owner and their team can post updates.</p>;
  else {
    body = (
      <UpdateForm
        projectId={project.id}
        onPosted={() => {
          void mutate(isTimelineKey(project.id));
          void mutate(projectKey(project.id, session.userId));
          navigate(paths.project(project.id));
        }}
      />
    );
  }
  return (
    <Page
      title="Post an update"
      width="narrow"
      intro={
        <p>
          For {project.title}. {back}
        </p>
      }
    >
      {body}
    </Page>
  );
}

/** /project/:id/update: the project side posts an update (the server checks it too). */
export function PostUpdateRoute() {
  const { id } = useParams();
  if (resolveNumericRoute({ id }).kind !== 'allow' || id === undefined) return <Navigate to="/" replace />;
  return <UpdatePage key={id} projectId={id} />;
}
