import { useState } from 'react';
import { validatePassword, validateRequired } from '@storyfund/shared/validation';
import type { SessionUser } from '@storyfund/shared/contract';
import { FormStatus } from '@/components/form/form-alert';
import { FormMessages } from '@/components/form/form-messages';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useForm } from '@/hooks/use-form';
import { useServices } from '@/hooks/use-services';
import { firstErrors } from '@/lib/validation';
import { updateAccount } from '../api/account-calls';
import { saveFailure } from '../api/save-failure';

/** Change the password; the current one is needed when the account has one (social sign-ups may not). */
export function PasswordForm({ user }: { user: SessionUser }) {
  const { api, session } = useServices();
  const [saved, setSaved] = useState<string | undefined>();
  const needsCurrent = user.has_password !== false;
  const form = useForm({ current_password: '', password: '', confirm: '' });

  const onSubmit = form.handleSubmit(
    (v) =>
      firstErrors({
        current_password: needsCurrent ? validateRequired(v.current_password, 'Current password') : undefined,
        password: validatePassword(v.password),
        confirm: v.confirm === v.password ? undefined : 'The two passwords do not match',
      }),
    async (v) => {
      setSaved(undefined);
      try {
        const updated = await updateAccount(api, user.id, {
          password: v.password,
          ...(needsCurrent ? { current_password: v.current_password } : {}),
        });
        session.setUser(updated);
        form.setValue('current_password', '');
        form.setValue('password', '');
        form.setValue('confirm', '');
        setSaved('Your password is changed. Other devices have been logged out.');
      } catch (err) {
        return saveFailure<typeof v>(err, ['current_password', 'password']);
      }
    },
  );

  return (
    <form className="form" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Change password">
      <FormMessages formError={form.formError} errors={form.errors} />
      <FormStatus message={saved} />
      {needsCurrent ? (
        <TextField label="Current password" type="password" autoComplete="current-password" required {...form.field('current_password')} />
      ) : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        required
        {...form.field('password')}
      />
      <TextField label="Repeat the new password" type="password" autoComplete="new-password" required {...form.field('confirm')} />
      <Button type="submit" busy={form.busy} busyLabel="Saving…">
        Change password
      </Button>
    </form>
  );
}
