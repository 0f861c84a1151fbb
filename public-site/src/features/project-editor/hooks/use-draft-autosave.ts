import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '@/hooks/use-services';
import { createDraft, deleteDraft, saveDraft } from '../api/editor-calls';

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface DraftAutosaveOptions<T> {
  values: T;
  /** Saves only once the user has changed something, and not after publishing. */
  enabled: boolean;
  ownerId?: number | undefined;
  delayMs?: number;
}

/**
 * Autosaves the form to /project-drafts, debounced: the first save creates the draft, later ones
 * replace its data. Saves run one after another, so a slow first save never creates two drafts.
 */
export function useDraftAutosave<T>({ values, enabled, ownerId, delayMs = 1200 }: DraftAutosaveOptions<T>) {
  const api = useApi();
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const draftId = useRef<number | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => {
      queue.current = queue.current.then(async () => {
        setStatus('saving');
        try {
          const draft = draftId.current === null ? await createDraft(api, values, ownerId) : await saveDraft(api, draftId.current, values);
          draftId.current = draft.id;
          setSavedAt(draft.updated_at);
          setStatus('saved');
        } catch {
          setStatus('error');
        }
      });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [api, values, enabled, ownerId, delayMs]);

  /** Continue an existing draft (after restoring it). */
  const adopt = useCallback((id: number) => {
    draftId.current = id;
  }, []);

  /** Deletes the draft (after publishing, or when the user discards it); failures are ignored. */
  const remove = useCallback(
    async (id: number | null = draftId.current) => {
      await queue.current;
      if (id === null) return;
      if (id === draftId.current) draftId.current = null;
      await deleteDraft(api, id).catch(() => undefined);
    },
    [api],
  );

  return { status, savedAt, adopt, remove };
}
