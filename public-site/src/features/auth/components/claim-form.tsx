import { useState } from 'react';
import { validateEmail, validateName, validatePassword } from '@storyfund/shared/validation';
import { FormMessages } from '@/components/form/form-messages';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useCompleteAuth } from '@/hooks/use-complete-auth';
import { useForm } from '@/hooks/use-form';
import { useApi } from '@/hooks/use-services';
import { removeAnonToken } from '@/lib/cookies';
import { errorText } from '@/lib/errors';
import { firstErrors } from '@/lib/validation';
import { claimAccount, CLAIM_KEEPS_TOKEN_MESSAGES } from '../api/claim';

export interface ClaimFormProps {
  anonToken: string;
  /** The claim failed in a way that ended the guest session (the cookie is gone). */
  onTokenDropped: (message: string) => void;
}

const optionalName = (value: string, label: string) => (value.trim() === '' ? undefined : validateName(value, label));

/** Turns a guest gift's account into a full one: spec §4 and §8 rules for the id_anontoken cookie. */
export function ClaimForm({ anonToken, onTokenDropped }: ClaimFormProps) {
  const api = useApi();
  const completeAuth = useCompleteAuth();
  const [done, setDone] = useState(false);
  const form = useForm({ first_name: '', last_name: '', email: '', password: '' });

  const onSubmit = form.handleSubmit(
    (v) =>
      firstErrors({
        first_name: optionalName(v.first_name, 'First name'),
        last_name: optionalName(v.last_name, 'Last name'),
        email: validateEmail(v.email),
        password: validatePassword(v.password),
      }),
    async (v) => {
      try {
        const names = {
          ...(v.first_name.trim() ? { first_name: v.first_name.trim() } : {}),
          ...(v.last_name.trim() ? { last_name: v.last_name.trim() } : {}),
        };
        const auth = await claimAccount(api, anonToken, { email: v.email.trim(), password: v.password, ...names });
        removeAnonToken();
        setDone(true);
        await completeAuth(auth, { claim: true });
      } catch (err) {
        const message = errorText(err);
        if (CLAIM_KEEPS_TOKEN_MESSAGES.includes(message)) return { form: message };
        removeAnonToken();
        onTokenDropped(message);
      }
    },
  );

  return (
    <form className="form" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Claim your account">
      <FormMessages formError={form.formError} errors={form.errors} />
      <div className="form__row">
        <TextField label="First name" autoComplete="given-name" optional {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" optional {...form.field('last_name')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Already have an account? Use its email and password."
        required
        {...form.field('password')}
      />
      <Button type="submit" block busy={form.busy || done} busyLabel={done ? 'Signing you in…' : 'Claiming…'}>
        Claim my account
      </Button>
    </form>
  );
}
