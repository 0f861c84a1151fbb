import { useMemo } from 'react';
import { ROUTING_CATEGORIES } from '@storyfund/shared/constants';
import { COUNTRIES } from '@storyfund/shared/countries';
import {
  validateEmail,
  validateName,
  validateOrganizationName,
  validatePartnerCategories,
  validatePartnerCountry,
  validatePassword,
  validateRegistrationNumber,
  validateWebsite,
} from '@storyfund/shared/validation';
import { BotCheckField } from '@/components/form/bot-check-field';
import { CheckboxField } from '@/components/form/checkbox-field';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { FormMessages } from '@/components/form/form-messages';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useBotCheck } from '@/hooks/use-bot-check';
import { useCompleteAuth } from '@/hooks/use-complete-auth';
import { useForm } from '@/hooks/use-form';
import type { Failure } from '@/hooks/use-form';
import { useServices } from '@/hooks/use-services';
import { errorText, firstFieldErrors, responseErrorField, responseMessage } from '@/lib/errors';
import { setFlag } from '@/lib/local-flags';
import { firstErrors, placeFieldErrors } from '@/lib/validation';
import { signup } from '../api/auth-calls';

type SignupValues = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  organization_name: string;
  country_code: string;
  /** The chosen categories, joined by '|' (form values are strings). */
  categories: string;
  website: string;
  registration_number: string;
  tax_exempt: boolean;
  bot_token: string;
};
const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'organization_name',
  'country_code',
  'categories',
  'website',
  'registration_number',
  'bot_token',
] as const;
const EMPTY: SignupValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  organization_name: '',
  country_code: '',
  categories: '',
  website: '',
  registration_number: '',
  tax_exempt: false,
  bot_token: '',
};
const splitCategories = (value: string) => (value ? value.split('|') : []);

/** /partnersignup and /29: the organisation's fields, checked by the shared rules the API applies. */
function partnerErrors(v: SignupValues) {
  return {
    organization_name: validateOrganizationName(v.organization_name),
    country_code: validatePartnerCountry(v.country_code),
    categories: validatePartnerCategories(splitCategories(v.categories)),
    website: validateWebsite(v.website),
    registration_number: validateRegistrationNumber(v.registration_number),
  };
}

function partnerBody(v: SignupValues) {
  return {
    is_partner: true,
    organization_name: v.organization_name.trim(),
    country_code: v.country_code,
    categories: splitCategories(v.categories),
    registration_number: v.registration_number.trim(),
    tax_exempt: v.tax_exempt,
    ...(v.website.trim() ? { website: v.website.trim() } : {}),
  };
}

/**
 * Spec §8: the first entry of each field error under its field; without field errors,
 * the message (else the error field) for the whole form.
 */
function signupFailure(err: unknown): Failure<SignupValues> {
  const { placed, unplaced } = placeFieldErrors(firstFieldErrors(err), FIELDS);
  if (Object.keys(placed).length > 0) return { fields: placed, ...(unplaced.length ? { form: unplaced.join(' ') } : {}) };
  return { form: responseMessage(err) ?? responseErrorField(err) ?? (unplaced.join(' ') || errorText(err)) };
}

export function SignupForm({ submitLabel = 'Create account', partner = false }: { submitLabel?: string; partner?: boolean }) {
  const { api, session } = useServices();
  const completeAuth = useCompleteAuth();
  const botCheck = useBotCheck();
  const form = useForm<SignupValues>(EMPTY);
  const countries = useMemo(
    () => COUNTRIES.map((c) => ({ value: c.code, label: c.name })).sort((a, b) => a.label.localeCompare(b.label)),
    [],
  );

  const onSubmit = form.handleSubmit(
    (v) =>
      firstErrors({
        first_name: validateName(v.first_name, 'First name'),
        last_name: validateName(v.last_name, 'Last name'),
        email: validateEmail(v.email),
        password: validatePassword(v.password),
        ...(partner ? partnerErrors(v) : {}),
        bot_token: botCheck.validate(v.bot_token),
      }),
    async (v) => {
      session.setRegistering(true);
      form.setValue('bot_token', ''); // a widget token works once
      try {
        const auth = await signup(api, {
          email: v.email.trim(),
          password: v.password,
          first_name: v.first_name.trim(),
          last_name: v.last_name.trim(),
          ...(partner ? partnerBody(v) : {}),
          ...botCheck.body(v.bot_token),
        });
        setFlag('userJustSignupWithEmail', '1');
        session.setRegistering(false);
        await completeAuth(auth);
      } catch (err) {
        session.setRegistering(false);
        return signupFailure(err);
      }
    },
  );

  return (
    <form className="form" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={partner ? 'Partner sign up' : 'Sign up'}>
      <FormMessages formError={form.formError} errors={form.errors} />
      {partner ? (
        <>
          <TextField label="Organization name" autoComplete="organization" required {...form.field('organization_name')} />
          <SelectField
            label="Country"
            placeholder="Choose a country"
            options={countries}
            autoComplete="country"
            {...form.field('country_code')}
          />
          <CheckboxGroupField
            legend="What your organization works on"
            hint="Choose one to five."
            name="categories"
            options={ROUTING_CATEGORIES}
            value={splitCategories(form.values.categories)}
            onChange={(chosen) => form.setValue('categories', chosen.join('|'))}
            error={form.errors.categories}
          />
          <TextField label="Website" type="url" inputMode="url" optional {...form.field('website')} />
          <TextField
            label="Registration or tax number"
            hint="Your charity registration or tax identification number."
            required
            {...form.field('registration_number')}
          />
          <CheckboxField
            label="My organization is tax-exempt"
            hint="We check your registration before gifts to you get tax receipts."
            name="tax_exempt"
            checked={form.values.tax_exempt}
            onChange={(checked) => form.setValue('tax_exempt', checked)}
          />
          <p className="field__hint">Then the name and login of the person managing the account:</p>
        </>
      ) : null}
      <div className="form__row">
        <TextField label="First name" autoComplete="given-name" required {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" required {...form.field('last_name')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        required
        {...form.field('password')}
      />
      <BotCheckField
        settings={botCheck.settings}
        token={form.values.bot_token}
        onToken={(token) => form.setValue('bot_token', token)}
        error={form.errors.bot_token}
      />
      <Button type="submit" block busy={form.busy} busyLabel="Creating your account…">
        {submitLabel}
      </Button>
    </form>
  );
}
