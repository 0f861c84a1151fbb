import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Project } from '@storyfund/shared/contract';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useApi } from '@/hooks/use-services';
import { useSession } from '@/hooks/use-session';
import { errorText } from '@/lib/errors';
import type { ProjectSide } from '@/lib/project-side';
import { closeProject, projectKey } from '../api/project-calls';

/** Edit, post an update and close: shown to the project's side only (the server checks each call anyway). */
export function OwnerControls({ project, side }: { project: Project; side: ProjectSide }) {
  const api = useApi();
  const { userId } = useSession();
  const { mutate } = useSWRConfig();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const active = project.status === 'active';

  async function close() {
    setBusy(true);
    setError(undefined);
    try {
      const closed = await closeProject(api, project.id);
      await mutate(projectKey(project.id, userId), { ...project, ...closed }, { revalidate: true });
      setConfirming(false);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="owner-controls panel" aria-label="Manage this project">
      <div className="owner-controls__actions">
        {side.canEdit ? (
          <Link className="button button--secondary button--small" to={paths.projectEdit(project.id)}>
            Edit project
          </Link>
        ) : null}
        {side.canPostUpdates ? (
          <Link className="button button--primary button--small" to={paths.projectUpdate(project.id)}>
            Post an update
          </Link>
        ) : null}
        {side.canEdit && active && !confirming ? (
          <Button variant="link" onClick={() => setConfirming(true)}>
            Close project
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <div className="alert alert--error" role="alertdialog" aria-labelledby="close-question">
          <p id="close-question">Close this project? It leaves every listing and stops taking gifts. Its page stays readable.</p>
          <div className="owner-controls__actions">
            <Button busy={busy} busyLabel="Closing…" onClick={() => void close()}>
              Yes, close it
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Keep it open
            </Button>
          </div>
        </div>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
