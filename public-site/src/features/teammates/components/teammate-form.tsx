import type { Teammate } from '@storyfund/shared/contract';
import { validateTeammateBio, validateTeammateName, validateTeammateTitle } from '@storyfund/shared/validation';
import { FormMessages } from '@/components/form/form-messages';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { UploadField } from '@/components/form/upload-field';
import { Button } from '@/components/ui/button';
import { useForm } from '@/hooks/use-form';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { createTeammate, updateTeammate } from '../api/teammate-calls';

const FIELDS = ['name', 'title', 'bio', 'photo_url'] as const;

/** Adds a team member (no `member`) or edits one: photo, name, title, bio. Field errors show under the fields. */
export function TeammateForm({
  partnerId,
  member,
  onSaved,
  onCancel,
}: {
  partnerId: string;
  member?: Teammate;
  onSaved: (saved: Teammate) => void;
  onCancel?: () => void;
}) {
  const api = useApi();
  const form = useForm({
    name: member?.name ?? '',
    title: member?.title ?? '',
    bio: member?.bio ?? '',
    photo_url: member?.photo_url ?? '',
  });
  const label = member ? `Edit ${member.name}` : 'Add a team member';
  const onSubmit = form.handleSubmit(
    (v) => {
      const errors = { name: validateTeammateName(v.name), title: validateTeammateTitle(v.title), bio: validateTeammateBio(v.bio) };
      return Object.values(errors).some(Boolean) ? errors : undefined;
    },
    async (v) => {
      const body = { name: v.name.trim(), title: v.title.trim(), bio: v.bio.trim(), photo_url: v.photo_url || null };
      try {
        const saved = member ? await updateTeammate(api, partnerId, member.id, body) : await createTeammate(api, partnerId, body);
        if (!member) for (const name of FIELDS) form.setValue(name, '');
        onSaved(saved);
      } catch (err) {
        const fields = firstFieldErrors(err);
        if (FIELDS.some((name) => fields[name]))
          return { fields: { name: fields.name, title: fields.title, bio: fields.bio, photo_url: fields.photo_url } };
        return { form: errorText(err) };
      }
    },
  );
  return (
    <form className="form teammate-form" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={label}>
      <FormMessages formError={form.formError} errors={form.errors} />
      <TextField label="Name" autoComplete="off" {...form.field('name')} />
      <TextField label="Title" optional hint="Their role, such as Director or Field officer" {...form.field('title')} />
      <TextAreaField label="Bio" optional rows={3} {...form.field('bio')} />
      <UploadField
        label="Photo"
        name="photo_url"
        optional
        values={form.values.photo_url ? [form.values.photo_url] : []}
        onChange={(urls) => form.setValue('photo_url', urls[0] ?? '')}
        error={form.errors.photo_url}
      />
      <div className="teammate-form__actions">
        <Button type="submit" busy={form.busy} busyLabel="Saving…">
          {member ? 'Save changes' : 'Add to the team'}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
