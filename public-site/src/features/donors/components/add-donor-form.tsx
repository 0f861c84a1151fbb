import { useState } from 'react';
import type { FormEvent } from 'react';
import { validateNetworkDonor } from '@storyfund/shared/validation';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { addDonor } from '../api/donor-calls';

const EMPTY = { first_name: '', last_name: '', email: '' };

/** Adds one donor to the network by hand (add-donor-to-network). Nobody is emailed. */
export function AddDonorForm({ partnerId, viewerId, onAdded }: { partnerId: number; viewerId: number; onAdded: () => void }) {
  const api = useApi();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(undefined);
    setDone(undefined);
    const invalid = validateNetworkDonor(values);
    setErrors(Object.fromEntries(Object.entries(invalid ?? {}).map(([field, messages]) => [field, messages[0]!])));
    if (invalid) return;
    setBusy(true);
    try {
      const donor = await addDonor(api, partnerId, { ...values, current_user: viewerId });
      setValues(EMPTY);
      setDone(`${donor.first_name} ${donor.last_name} is now in your network.`);
      onAdded();
    } catch (err) {
      const fields = firstFieldErrors(err);
      setErrors(fields);
      if (Object.keys(fields).length === 0 || fields.current_user) setAlert(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: e.target.value })),
  });
  return (
    <form className="donors__add" onSubmit={(e) => void submit(e)} noValidate aria-label="Add a donor">
      <FormAlert message={alert} />
      <TextField label="First name" autoComplete="off" {...field('first_name')} />
      <TextField label="Last name" autoComplete="off" {...field('last_name')} />
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
      <Button type="submit" busy={busy} busyLabel="Adding…">
        Add donor
      </Button>
      <FormStatus message={done} />
    </form>
  );
}
