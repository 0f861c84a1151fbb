import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { ProjectDraftList } from '@storyfund/shared/contract';
import { isNumericId } from '@storyfund/shared/routing';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { useApi } from '@/hooks/use-services';
import { useSession } from '@/hooks/use-session';
import { createProject, latestDraftKey } from '../api/editor-calls';
import { DraftStatusLine, RestoreDraft } from '../components/draft-notice';
import { ProjectForm } from '../components/project-form';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import { EMPTY_PROJECT_FORM, formFromDraft } from '../project-form-rules';
import type { ProjectFormValues } from '../project-form-rules';
import '../project-editor.css';

/**
 * /project/create/:type?/:ownerId? (login required): a new project, for oneself or for a partner
 * account one has project rights on (:ownerId). :type 'monthly' starts it as a monthly project.
 * The form autosaves to a draft that can be restored later.
 */
export function ProjectCreateRoute() {
  const { type, ownerId: ownerParam } = useParams();
  const ownerId = isNumericId(ownerParam) ? Number(ownerParam) : undefined;
  const api = useApi();
  const navigate = useNavigate();
  const { userId } = useSession();
  const [values, setValues] = useState<ProjectFormValues>(() => ({
    ...EMPTY_PROJECT_FORM,
    gift_type: type === 'monthly' ? 'monthly' : 'one-time',
  }));
  const [touched, setTouched] = useState(false);
  const [published, setPublished] = useState(false);
  const [draftHandled, setDraftHandled] = useState(false);
  const drafts = useSWR<ProjectDraftList>(latestDraftKey(userId));
  const autosave = useDraftAutosave({ values, enabled: touched && !published, ownerId });

  const latest = drafts.data?.data[0];
  // A draft for another partner account is not offered here.
  const offerDraft = !draftHandled && !touched && latest !== undefined && (ownerId === undefined || latest.owner_id === ownerId);

  return (
    <Page title="Start a project" width="narrow" intro={<p>Tell your story and set a goal. You can edit it later.</p>}>
      {offerDraft && latest ? (
        <RestoreDraft
          draft={latest}
          onRestore={() => {
            setValues(formFromDraft(latest.data));
            autosave.adopt(latest.id);
            setDraftHandled(true);
          }}
          onDiscard={() => {
            setDraftHandled(true);
            void autosave.remove(latest.id);
          }}
        />
      ) : null}
      <DraftStatusLine status={autosave.status} savedAt={autosave.savedAt} />
      <ProjectForm
        values={values}
        onChange={(next) => {
          setValues(next);
          setTouched(true);
        }}
        submitLabel="Publish project"
        busyLabel="Publishing…"
        submit={async (payload) => {
          const project = await createProject(api, ownerId === undefined ? payload : { ...payload, owner_id: ownerId });
          setPublished(true);
          await autosave.remove();
          navigate(paths.project(project.id));
        }}
      />
    </Page>
  );
}
