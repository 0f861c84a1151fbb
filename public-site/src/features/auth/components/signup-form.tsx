import { validateEmail, validateName, validatePassword } from '@storyfund/shared/validation';
import { FormMessages } from '@/components/form/form-messages';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useCompleteAuth } from '@/hooks/use-complete-auth';
import { useForm } from '@/hooks/use-form';
import type { Failure } from '@/hooks/use-form';
import { useServices } from '@/hooks/use-services';
import { errorText, firstFieldErrors, responseErrorField, responseMessage } from '@/lib/errors';
import { setFlag } from '@/lib/local-flags';
import { firstErrors, placeFieldErrors } from '@/lib/validation';
import { signup } from '../api/auth-calls';

type SignupValues = { first_name: string; last_name: string; email: string; password: string };
const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;

/**
 * Spec §8: the first entry of each field error under its field; without field errors,
 * the message (else the error field) for the whole form.
 */
function signupFailure(err: unknown): Failure<SignupValues> {
  const { placed, unplaced } = placeFieldErrors(firstFieldErrors(err), FIELDS);
  if (Object.keys(placed).length > 0) return { fields: placed, ...(unplaced.length ? { form: unplaced.join(' ') } : {}) };
  return { form: responseMessage(err) ?? responseErrorField(err) ?? (unplaced.join(' ') || errorText(err)) };
}

export function SignupForm({ submitLabel = 'Create account' }: { submitLabel?: string }) {
  const { api, session } = useServices();
  const completeAuth = useCompleteAuth();
  const form = useForm<SignupValues>({ first_name: '', last_name: '', email: '', password: '' });

  const onSubmit = form.handleSubmit(
    (v) =>
      firstErrors({
        first_name: validateName(v.first_name, 'First name'),
        last_name: validateName(v.last_name, 'Last name'),
        email: validateEmail(v.email),
        password: validatePassword(v.password),
      }),
    async (v) => {
      session.setRegistering(true);
      try {
        const auth = await signup(api, { ...v, email: v.email.trim(), first_name: v.first_name.trim(), last_name: v.last_name.trim() });
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
    <form className="form" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Sign up">
      <FormMessages formError={form.formError} errors={form.errors} />
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
      <Button type="submit" block busy={form.busy} busyLabel="Creating your account…">
        {submitLabel}
      </Button>
    </form>
  );
}
