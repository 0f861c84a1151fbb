import { ErrorState, Loading } from '@/components/feedback/states';
import { useAppConfig } from '@/hooks/use-app-config';
import { ProjectView } from '../components/project-view';
import '../project.css';

/** /woods: a custom project route whose project id comes from GET /config (woods_project_id). */
export function WoodsRoute() {
  const { config, isLoading } = useAppConfig();
  if (isLoading) return <Loading label="Loading project…" />;
  const id = config?.woods_project_id;
  if (id === undefined)
    return <ErrorState message="This page is not available right now. Please try again later." onRetry={() => window.location.reload()} />;
  return <ProjectView key={id} projectId={id} />;
}
