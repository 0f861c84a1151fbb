import { Navigate, useLocation, useParams } from 'react-router-dom';
import { resolveNumericRoute } from '@storyfund/shared/routing';
import { useCustomRoutes } from '@/hooks/use-custom-routes';
import { ProjectView } from '../components/project-view';
import '../project.css';

/**
 * /project/:id, and a custom project route (the app passes the id it resolved). A non-numeric id goes
 * to the main page unless the route is custom (spec §2).
 */
export function ProjectRoute({ projectId }: { projectId?: number }) {
  const { id } = useParams();
  const { pathname } = useLocation();
  const customRoutes = useCustomRoutes();
  if (projectId !== undefined) return <ProjectView key={projectId} projectId={projectId} />;
  if (resolveNumericRoute({ id, pathname, customRoutes }).kind !== 'allow' || id === undefined) return <Navigate to="/" replace />;
  return <ProjectView key={id} projectId={id} />;
}

/** /featuredproject/:id: the project page in the featured layout. */
export function FeaturedProjectRoute() {
  const { id } = useParams();
  if (resolveNumericRoute({ id }).kind !== 'allow' || id === undefined) return <Navigate to="/" replace />;
  return <ProjectView key={id} projectId={id} layout="featured" />;
}
