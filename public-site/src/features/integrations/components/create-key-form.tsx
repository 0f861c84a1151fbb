import { useState } from 'react';
import type { FormEvent } from 'react';
import { validateAuthTokenLabel } from '@storyfund/shared/validation';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { createKey, type CreatedAuthToken } from '../api/integration-calls';

/** Names a new key; the API answers its secret once, handed to `onCreated`. */
export function CreateKeyForm({ partnerId, onCreated }: { partnerId: number; onCreated: (key: CreatedAuthToken) => void }) {
  const api = useApi();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(undefined);
    const invalid = validateAuthTokenLabel(label);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const created = await createKey(api, partnerId, label);
      setLabel('');
      onCreated(created);
    } catch (err) {
      const fields = firstFieldErrors(err);
      setError(fields.label);
      if (!fields.label) setAlert(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="integrations__form" onSubmit={(e) => void submit(e)} noValidate aria-label="Create a key">
      <FormAlert message={alert} />
      <TextField
        label="Key name"
        name="label"
        autoComplete="off"
        value={label}
        onChange={(e) => setLabel(e.target.value)}
        error={error}
        hint="What uses it, e.g. “CRM nightly export”. Keys can only read this account’s data."
      />
      <Button type="submit" busy={busy} busyLabel="Creating…">
        Create key
      </Button>
    </form>
  );
}
