import { useState } from 'react';
import type { FormEvent } from 'react';
import { COLLABORATOR_ROLE_LABELS, COLLABORATOR_ROLES } from '@storyfund/shared/constants';
import type { CollaboratorRole } from '@storyfund/shared/constants';
import { validateEmail } from '@storyfund/shared/validation';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { inviteCollaborator } from '../api/team-calls';

export const ROLE_OPTIONS = COLLABORATOR_ROLES.map((role) => ({ value: role, label: COLLABORATOR_ROLE_LABELS[role] }));

/** Invite an email address to a role; the API emails the single-use link. */
export function InviteForm({ partnerId, onInvited }: { partnerId: number; onInvited: () => void }) {
  const api = useApi();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CollaboratorRole>('project_manager');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(undefined);
    setDone(undefined);
    const invalid = validateEmail(email);
    if (invalid) {
      setErrors({ collaborator_email: invalid });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const invitation = await inviteCollaborator(api, partnerId, { role, collaborator_email: email });
      setEmail('');
      setDone(`We emailed an invitation to ${invitation.collaborator_email}.`);
      onInvited();
    } catch (err) {
      const fields = firstFieldErrors(err);
      setErrors(fields);
      if (!fields.collaborator_email && !fields.role) setAlert(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="team__invite" onSubmit={(e) => void submit(e)} noValidate aria-label="Invite a teammate">
      <FormAlert message={alert} />
      <TextField
        label="Email address"
        name="collaborator_email"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.collaborator_email}
        hint="We send them a link that works once, for 7 days."
      />
      <SelectField
        label="Role"
        name="role"
        value={role}
        options={ROLE_OPTIONS}
        onChange={(e) => setRole(e.target.value as CollaboratorRole)}
        error={errors.role}
      />
      <Button type="submit" busy={busy} busyLabel="Sending…">
        Send invitation
      </Button>
      <FormStatus message={done} />
    </form>
  );
}
