import { validatePassword } from '@storyfund/shared/validation';
import { FormMessages } from '@/components/form/form-messages';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useCompleteAuth } from '@/hooks/use-complete-auth';
import { useForm } from '@/hooks/use-form';
import { useApi } from '@/hooks/use-services';
import { resetFailureText } from '@/lib/errors';
import { firstErrors } from '@/lib/validation';
import { resetPassword } from '../api/password-reset';

/** Step two: the emailed link's token plus a new password; success logs in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const api = useApi();
  const completeAuth = useCompleteAuth();
  const form = useForm({ password: '', confirm: '' });

  const onSubmit = form.handleSubmit(
    (v) =>
      firstErrors({
        password: validatePassword(v.password),
        confirm: v.confirm === v.password ? undefined : 'The two passwords do not match',
      }),
    async (v) => {
      try {
        const auth = await resetPassword(api, token, v.password);
        await completeAuth(auth);
      } catch (err) {
        // Spec §8: message, else error, else each field's first error, as the reset error.
        return { form: resetFailureText(err) };
      }
    },
  );

  return (
    <form className="form" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      <FormMessages formError={form.formError} errors={form.errors} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        required
        {...form.field('password')}
      />
      <TextField label="Repeat the new password" type="password" autoComplete="new-password" required {...form.field('confirm')} />
      <Button type="submit" block busy={form.busy} busyLabel="Saving…">
        Save the new password
      </Button>
    </form>
  );
}
