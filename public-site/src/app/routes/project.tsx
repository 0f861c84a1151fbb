/**
 * The project page: the project feature's view with the give feature's panel under its summary (and, in
 * the panel's thank-you to a guest, the auth feature's claim form). The panel loads after the page.
 */
import { Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { resolveNumericRoute } from '@storyfund/shared/routing';
import type { Project } from '@storyfund/shared/contract';
import { ErrorState, Loading } from '@/components/feedback/states';
import { ProjectView } from '@/features/project/components/project-view';
import type { ProjectLayout } from '@/features/project/components/project-view';
import { useAppConfig } from '@/hooks/use-app-config';
import { useCustomRoutes } from '@/hooks/use-custom-routes';
import { lazyNamed } from '../lazy';
import { renderGuestClaim } from './guest-claim';

const GivePanel = lazyNamed(() => import('@/features/give/components/give-panel'), 'GivePanel');

function givePanel(project: Project) {
  // Until it is there, the panel's place is kept: the form is taller than a screen, so on a wide screen the story and
  // the givers beside it would start in view and then jump a screen down (CLS 0.2 at 1280 px).
  return (
    <Suspense
      fallback={
        <div className={project.status === 'active' ? 'project__give-pending' : undefined}>
          <Loading label="Loading the give panel…" />
        </div>
      }
    >
      <GivePanel project={project} guestClaim={renderGuestClaim} />
    </Suspense>
  );
}

function ProjectPage({ projectId, layout = 'standard' }: { projectId: string | number; layout?: ProjectLayout }) {
  return <ProjectView key={projectId} projectId={projectId} layout={layout} givePanel={givePanel} />;
}

/**
 * /project/:id, and a custom project route (the app passes the id it resolved). A non-numeric id goes
 * to the main page unless the route is custom (spec §2).
 */
export function ProjectRoute({ projectId }: { projectId?: number }) {
  const { id } = useParams();
  const { pathname } = useLocation();
  const customRoutes = useCustomRoutes();
  if (projectId !== undefined) return <ProjectPage projectId={projectId} />;
  if (resolveNumericRoute({ id, pathname, customRoutes }).kind !== 'allow' || id === undefined) return <Navigate to="/" replace />;
  return <ProjectPage projectId={id} />;
}

/** /featuredproject/:id: the project page in the featured layout. */
export function FeaturedProjectRoute() {
  const { id } = useParams();
  if (resolveNumericRoute({ id }).kind !== 'allow' || id === undefined) return <Navigate to="/" replace />;
  return <ProjectPage projectId={id} layout="featured" />;
}

/** /woods: a custom project route whose project id comes from GET /config (woods_project_id). */
export function WoodsRoute() {
  const { config, isLoading } = useAppConfig();
  if (isLoading) return <Loading label="Loading project…" />;
  const id = config?.woods_project_id;
  if (id === undefined)
    return <ErrorState message="This page is not available right now. Please try again later." onRetry={() => window.location.reload()} />;
  return <ProjectPage projectId={id} />;
}
