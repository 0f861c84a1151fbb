import { useMemo, useState } from 'react';
import { COUNTRIES } from '@storyfund/shared/countries';
import { ROUTING_CATEGORIES } from '@storyfund/shared/constants';
import { formatUtcDate } from '@storyfund/shared/dates';
import {
  validateName,
  validateOrganizationName,
  validatePartnerCategories,
  validateRegistrationNumber,
  validateWebsite,
} from '@storyfund/shared/validation';
import type { SessionUser, UpdateUserBody } from '@storyfund/shared/contract';
import { CheckboxField } from '@/components/form/checkbox-field';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { FormStatus } from '@/components/form/form-alert';
import { FormMessages } from '@/components/form/form-messages';
import { SelectField } from '@/components/form/select-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { UploadField } from '@/components/form/upload-field';
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
  'cover_url',
  'website',
  'registration_number',
  'categories',
  'request_tax_exempt',
] as const;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const splitCategories = (value: string) => (value ? value.split('|') : []);

/** A partner's tax-exempt status: granted by an admin, or asked for and waiting. */
function taxExemptStatus(user: SessionUser): string {
  if (user.tax_exempt_teller) return 'Your organization is tax-exempt: gifts to you get tax receipts.';
  if (user.tax_exempt_requested_at)
    return `You asked for tax-exempt status on ${formatUtcDate(user.tax_exempt_requested_at)}; an administrator will check it.`;
  return 'Your organization is not marked tax-exempt.';
}

function partnerPatch(v: {
  physical_address: string;
  cover_url: string;
  website: string;
  registration_number: string;
  categories: string;
  request_tax_exempt: boolean;
}): UpdateUserBody {
  return {
    physical_address: orNull(v.physical_address),
    cover_url: orNull(v.cover_url),
    website: orNull(v.website),
    registration_number: v.registration_number.trim(),
    categories: splitCategories(v.categories),
    request_tax_exempt: v.request_tax_exempt,
  };
}

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
    cover_url: user.cover_url ?? '',
    website: user.website ?? '',
    registration_number: user.registration_number ?? '',
    categories: user.categories.join('|'),
    request_tax_exempt: user.tax_exempt_teller || user.tax_exempt_requested_at !== null,
  });

  const onSubmit = form.handleSubmit(
    (v) =>
      firstErrors({
        first_name: validateName(v.first_name, 'First name'),
        last_name: validateName(v.last_name, 'Last name'),
        ...(user.is_partner
          ? {
              organization_name: validateOrganizationName(v.organization_name),
              website: validateWebsite(v.website),
              registration_number: validateRegistrationNumber(v.registration_number),
              categories: validatePartnerCategories(splitCategories(v.categories)),
            }
          : {}),
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
          ...(user.is_partner ? partnerPatch(v) : {}),
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
      <UploadField
        label="Photo"
        name="photo_url"
        values={form.values.photo_url ? [form.values.photo_url] : []}
        onChange={(urls) => form.setValue('photo_url', urls[0] ?? '')}
        optional
        hint="A square photo: JPEG, PNG, GIF or WebP, up to 10 MB."
        error={form.errors.photo_url}
      />
      {user.is_partner ? (
        <>
          <TextAreaField label="Postal address" rows={3} optional {...form.field('physical_address')} />
          <UploadField
            label="Cover photo"
            name="cover_url"
            values={form.values.cover_url ? [form.values.cover_url] : []}
            onChange={(urls) => form.setValue('cover_url', urls[0] ?? '')}
            optional
            hint="A wide photo for the top of your profile."
            error={form.errors.cover_url}
          />
          <TextField label="Website" type="url" inputMode="url" optional {...form.field('website')} />
          <TextField label="Registration or tax number" required {...form.field('registration_number')} />
          <CheckboxGroupField
            legend="What your organization works on"
            hint="Choose one to five."
            name="categories"
            options={ROUTING_CATEGORIES}
            value={splitCategories(form.values.categories)}
            onChange={(chosen) => form.setValue('categories', chosen.join('|'))}
            error={form.errors.categories}
          />
          <p className="field__hint" data-testid="tax-exempt-status">
            {taxExemptStatus(user)}
          </p>
          {user.tax_exempt_teller ? null : (
            <CheckboxField
              label="Ask for tax-exempt status"
              name="request_tax_exempt"
              checked={form.values.request_tax_exempt}
              onChange={(checked) => form.setValue('request_tax_exempt', checked)}
            />
          )}
        </>
      ) : null}
      <Button type="submit" busy={form.busy} busyLabel="Saving…">
        Save profile
      </Button>
    </form>
  );
}
