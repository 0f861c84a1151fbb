import { useState } from 'react';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import type { CreatedAuthToken } from '../api/integration-calls';

/** The new key's secret, shown this once: a copy button, a warning, and a way to dismiss it for good. */
export function NewKeyNotice({ created, onDone }: { created: CreatedAuthToken; onDone: () => void }) {
  const [copied, setCopied] = useState<string>();
  const [alert, setAlert] = useState<string>();

  async function copy() {
    setAlert(undefined);
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied('The key is copied to your clipboard.');
    } catch {
      setAlert('Copying is not available here: select the key and copy it by hand.');
    }
  }

  return (
    <section className="integrations__secret" aria-labelledby="new-key-heading">
      <h2 id="new-key-heading">Your new key “{created.label}”</h2>
      <p className="integrations__warning">
        <strong>Copy it now: it is shown only this once.</strong> Storyfund keeps only a fingerprint of it. Treat it like a password; anyone
        holding it can read this account’s donations.
      </p>
      <label className="field__label" htmlFor="new-key-value">
        Key
      </label>
      <input
        id="new-key-value"
        className="field__control integrations__value"
        readOnly
        value={created.token}
        onFocus={(e) => e.target.select()}
      />
      <FormAlert message={alert} />
      <FormStatus message={copied} />
      <div className="integrations__actions">
        <Button onClick={() => void copy()}>Copy key</Button>
        <Button variant="secondary" onClick={onDone}>
          I have stored it safely
        </Button>
      </div>
    </section>
  );
}
