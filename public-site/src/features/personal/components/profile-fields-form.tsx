import { useMemo, useState } from 'react';
import { COUNTRIES } from '@storyfund/shared/countries';
import { validateName } from '@storyfund/shared/validation';
import type { SessionUser } from '@storyfund/shared/contract';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormStatus } from '@/components/form/form-alert';
import { FormMessages } from '@/components/form/form-messages';
import { SelectField } from '@/components/form/select-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useForm } from '@/hooks/use-form';
import { useServices } from '@/hooks/use-services';
import { firstErrors } from '@/lib/validation';
import { updateAccount } from '../api/account-calls';
import { saveFailure } from '../api/save-failure';

const FIELDS = [
  'first_name',
  'last_name',
  'organization_name',
  'show_organization_name',
  'bio',
  'country_code',
  'photo_url',
  'physical_address',
] as const;

function validateLink(value: string): string | undefined {
  return value.trim() === '' || /^https?:\/\/\S+$/i.test(value.trim()) ? undefined : 'Please enter a link starting with https://';
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function ProfileFieldsForm({ user }: { user: SessionUser }) {
  const { api, session } = useServices();
  const [saved, setSaved] = useState<string | undefined>();
  const countries = useMemo(
    () => COUNTRIES.map((c) => ({ value: c.code, label: c.name })).sort((a, b) => a.label.localeCompare(b.label)),
    [],
  );
  const form = useForm({
    first_name: user.first_name,
    last_name: user.last_name,
    organization_name: user.organization_name ?? '',
    show_organization_name: user.show_organization_name,
    bio: user.bio ?? '',
    country_code: user.country_code ?? '',
    photo_url: user.photo_url ?? '',
    physical_address: user.physical_address ?? '',
  });

  const onSubmit = form.handleSubmit(
    (v) =>
      firstErrors({
        first_name: validateName(v.first_name, 'First name'),
        last_name: validateName(v.last_name, 'Last name'),
        photo_url: validateLink(v.photo_url),
      }),
    async (v) => {
      setSaved(undefined);
      try {
        const updated = await updateAccount(api, user.id, {
          first_name: v.first_name.trim(),
          last_name: v.last_name.trim(),
          organization_name: orNull(v.organization_name),
          show_organization_name: v.show_organization_name,
          bio: orNull(v.bio),
          country_code: orNull(v.country_code),
          photo_url: orNull(v.photo_url),
          ...(user.is_partner ? { physical_address: orNull(v.physical_address) } : {}),
        });
        session.setUser(updated);
        setSaved('Your profile is saved.');
      } catch (err) {
        return saveFailure<typeof v>(err, FIELDS);
      }
    },
  );

  return (
    <form className="form" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Profile">
      <FormMessages formError={form.formError} errors={form.errors} />
      <FormStatus message={saved} />
      <div className="form__row">
        <TextField label="First name" autoComplete="given-name" required {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" required {...form.field('last_name')} />
      </div>
      <TextField label="Organisation name" autoComplete="organization" optional {...form.field('organization_name')} />
      <CheckboxField
        label="Show the organisation name instead of my name"
        hint="Only when an organisation name is filled in."
        name="show_organization_name"
        checked={form.values.show_organization_name}
        onChange={(checked) => form.setValue('show_organization_name', checked)}
      />
      <TextAreaField label="About you" optional hint="A few words people see on your profile." {...form.field('bio')} />
      <SelectField
        label="Country"
        placeholder="Choose a country"
        options={countries}
        autoComplete="country"
        optional
        {...form.field('country_code')}
      />
      <TextField
        label="Photo link"
        type="url"
        inputMode="url"
        optional
        hint="A link to a square photo, starting with https://"
        {...form.field('photo_url')}
      />
      {user.is_partner ? <TextAreaField label="Postal address" rows={3} optional {...form.field('physical_address')} /> : null}
      <Button type="submit" busy={form.busy} busyLabel="Saving…">
        Save profile
      </Button>
    </form>
  );
}
