import { formatUtcDateTime } from '@storyfund/shared/dates';
import { Button } from '@/components/ui/button';
import type { ProjectDraft } from '@storyfund/shared/contract';
import type { DraftStatus } from '../hooks/use-draft-autosave';

/** Offers to restore the last autosaved draft. */
export function RestoreDraft({ draft, onRestore, onDiscard }: { draft: ProjectDraft; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div className="alert alert--success draft-notice" role="region" aria-label="Saved draft">
      <p>You have a draft saved on {formatUtcDateTime(draft.updated_at)} UTC.</p>
      <div className="draft-notice__actions">
        <Button onClick={onRestore}>Restore draft</Button>
        <Button variant="secondary" onClick={onDiscard}>
          Discard it
        </Button>
      </div>
    </div>
  );
}

const STATUS_TEXT: Record<DraftStatus, (savedAt: string | null) => string> = {
  idle: () => 'Your work is saved as a draft as you type.',
  saving: () => 'Saving draft…',
  saved: (savedAt) => `Draft saved${savedAt ? ` at ${formatUtcDateTime(savedAt)} UTC` : ''}.`,
  error: () => 'The draft could not be saved. Your typing is still here.',
};

/** The autosave state, read out politely. */
export function DraftStatusLine({ status, savedAt }: { status: DraftStatus; savedAt: string | null }) {
  return (
    <p className="muted draft-status" role="status">
      {STATUS_TEXT[status](savedAt)}
    </p>
  );
}
