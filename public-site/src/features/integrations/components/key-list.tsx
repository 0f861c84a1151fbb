import { useState } from 'react';
import type { FormEvent } from 'react';
import useSWR from 'swr';
import { AUTH_TOKEN_SCHEME, validateAuthTokenLabel } from '@storyfund/shared/validation';
import { formatUtcDateTime } from '@storyfund/shared/dates';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { keysKey, renameKey, revokeKey, type AuthToken, type AuthTokenList } from '../api/integration-calls';

/** The account's keys, newest first: rename any, revoke a live one after a confirmation. */
export function KeyList({ partnerId }: { partnerId: number }) {
  const { data, error, isLoading, mutate } = useSWR<AuthTokenList>(keysKey(partnerId));
  const [done, setDone] = useState<string>();

  if (isLoading) return <Loading label="Loading the keys…" />;
  if (error || !data) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  return (
    <>
      <FormStatus message={done} />
      {data.total === 0 ? (
        <EmptyState title="No keys yet">
          <p>Create a key to let your CRM or spreadsheet read your donations.</p>
        </EmptyState>
      ) : (
        <ul className="row-list">
          {data.data.map((key) => (
            <li key={key.id} className="row-list__item">
              <KeyRow
                partnerId={partnerId}
                tokenKey={key}
                onChanged={(message) => {
                  setDone(message);
                  void mutate();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function KeyRow({ partnerId, tokenKey: key, onChanged }: { partnerId: number; tokenKey: AuthToken; onChanged: (message: string) => void }) {
  const api = useApi();
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm'>('view');
  const [label, setLabel] = useState(key.label);
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, message: string) {
    setBusy(true);
    setAlert(undefined);
    try {
      await action();
      setMode('view');
      onChanged(message);
    } catch (err) {
      const fields = firstFieldErrors(err);
      setError(fields.label);
      if (!fields.label) setAlert(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  function rename(event: FormEvent) {
    event.preventDefault();
    const invalid = validateAuthTokenLabel(label);
    setError(invalid);
    if (!invalid) void run(() => renameKey(api, partnerId, key.id, label), `The key is now called “${label.trim()}”.`);
  }

  return (
    <>
      <div className="row-list__who">
        <strong>{key.label}</strong>
        <code className="integrations__prefix">{`${AUTH_TOKEN_SCHEME}${key.prefix}_…`}</code>
        <span className="integrations__meta">
          Created {formatUtcDateTime(key.created_at)} ·{' '}
          {key.last_used_at ? `Last used ${formatUtcDateTime(key.last_used_at)}` : 'Never used'}
        </span>
        <span className={key.revoked_at ? 'integrations__status integrations__status--revoked' : 'integrations__status'}>
          {key.revoked_at ? `Revoked ${formatUtcDateTime(key.revoked_at)}` : 'Active'}
        </span>
      </div>
      <FormAlert message={alert} />
      {mode === 'rename' ? (
        <form className="integrations__rename" onSubmit={rename} noValidate aria-label={`Rename ${key.label}`}>
          <TextField label="New name" name={`label-${key.id}`} value={label} onChange={(e) => setLabel(e.target.value)} error={error} />
          <div className="integrations__actions">
            <Button type="submit" busy={busy} busyLabel="Saving…">
              Save name
            </Button>
            <Button variant="link" onClick={() => setMode('view')}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="integrations__actions">
          <Button variant="secondary" aria-label={`Rename ${key.label}`} onClick={() => setMode('rename')}>
            Rename
          </Button>
          {key.revoked_at ? null : mode === 'confirm' ? (
            <>
              <Button
                variant="secondary"
                busy={busy}
                busyLabel="Revoking…"
                onClick={() => void run(() => revokeKey(api, partnerId, key.id), `“${key.label}” is revoked: it no longer works.`)}
              >
                Yes, revoke {key.label}
              </Button>
              <Button variant="link" onClick={() => setMode('view')}>
                Cancel
              </Button>
            </>
          ) : (
            <Button variant="link" aria-label={`Revoke ${key.label}`} onClick={() => setMode('confirm')}>
              Revoke
            </Button>
          )}
        </div>
      )}
    </>
  );
}
