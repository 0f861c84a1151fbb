import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { resolveNumericRoute } from '@storyfund/shared/routing';
import type { Project } from '@storyfund/shared/contract';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { LoginLink } from '@/components/ui/login-link';
import { paths } from '@/config/paths';
import { useApi } from '@/hooks/use-services';
import { useSession } from '@/hooks/use-session';
import { errorText, isStatus } from '@/lib/errors';
import { projectSide } from '@/lib/project-side';
import { updateProject } from '../api/editor-calls';
import { ProjectForm } from '../components/project-form';
import { formFromProject } from '../project-form-rules';
import '../project-editor.css';

function EditForm({ project }: { project: Project }) {
  const api = useApi();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState(() => formFromProject(project));
  return (
    <ProjectForm
      values={values}
      onChange={setValues}
      submitLabel="Save changes"
      busyLabel="Saving…"
      submit={async (payload) => {
        await updateProject(api, project.id, payload);
        await mutate((key) => Array.isArray(key) && key[0] === `/projects/${project.id}`);
        navigate(paths.project(project.id));
      }}
    />
  );
}

function EditPage({ projectId }: { projectId: string }) {
  const session = useSession();
  const { data: project, error, isLoading, mutate } = useSWR<Project>([`/projects/${projectId}`, session.userId]);
  if (isLoading || (session.isAuthenticated && session.user === null && session.userStatus !== 'error')) return <Loading />;
  if (isStatus(error, 404)) return <EmptyState title="We could not find this project" />;
  if (error || !project) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  let body;
  if (!session.isAuthenticated)
    body = (
      <p>
        <LoginLink>Log in</LoginLink> to edit this project.
      </p>
    );
  else if (!projectSide(session.user, project.owner_id).canEdit)
    body = <p>Only the project's owner and their project managers can edit it.</p>;
  else body = <EditForm project={project} />;
  return (
    <Page title={`Edit “${project.title}”`} width="narrow" intro={<Link to={paths.project(project.id)}>Back to the project</Link>}>
      {body}
    </Page>
  );
}

/** /projectedit/:id (no login at route level; the page asks for one). */
export function ProjectEditRoute() {
  const { id } = useParams();
  if (resolveNumericRoute({ id }).kind !== 'allow' || id === undefined) return <Navigate to="/" replace />;
  return <EditPage key={id} projectId={id} />;
}
