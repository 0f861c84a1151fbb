import { useState } from 'react';
import useSWR from 'swr';
import { formatUtcDateTime } from '@storyfund/shared/dates';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { importsKey, undoImport, type DonorImportList } from '../api/donor-calls';
import { ImportResult } from './import-result';
import { formatCount } from '@storyfund/shared/numbers';

const STATE_LABELS = { running: 'Running', done: 'Done', failed: 'Stopped', undone: 'Undone' } as const;

/** The partner's imports, newest first: figures, the error report, and undo (deletes exactly what it added). */
export function ImportList({ partnerId, onChanged }: { partnerId: number; onChanged: () => void }) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<DonorImportList>(importsKey(partnerId));
  const [busy, setBusy] = useState<number>();
  const [done, setDone] = useState<string>();
  const [alert, setAlert] = useState<string>();

  if (isLoading) return <Loading label="Loading the imports…" />;
  if (error || !data) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  if (data.total === 0) {
    return (
      <EmptyState title="No imports yet">
        <p>Imported files are listed here; each can be undone.</p>
      </EmptyState>
    );
  }

  async function undo(id: number, name: string) {
    setBusy(id);
    setAlert(undefined);
    setDone(undefined);
    try {
      const undone = await undoImport(api, partnerId, id);
      setDone(`The import of ${name} was undone: ${formatCount(undone.created)} donors removed.`);
      await mutate();
      onChanged();
    } catch (err) {
      setAlert(errorText(err));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <>
      <FormAlert message={alert} />
      <FormStatus message={done} />
      <ul className="row-list">
        {data.data.map((item) => (
          <li key={item.id} className="row-list__item">
            <div className="row-list__who">
              <strong>{item.file_name}</strong>
              <span className="donors__meta">
                {STATE_LABELS[item.state]} · {formatUtcDateTime(item.created_at)}
              </span>
              <ImportResult partnerId={partnerId} item={{ ...item, already_imported: false }} />
            </div>
            {item.state === 'done' || item.state === 'failed' ? (
              <Button
                variant="secondary"
                busy={busy === item.id}
                busyLabel="Undoing…"
                aria-label={`Undo the import of ${item.file_name}`}
                onClick={() => void undo(item.id, item.file_name)}
              >
                Undo
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
