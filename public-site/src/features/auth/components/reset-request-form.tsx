import { useState } from 'react';
import { validateEmail } from '@storyfund/shared/validation';
import { FormStatus } from '@/components/form/form-alert';
import { FormMessages } from '@/components/form/form-messages';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useForm } from '@/hooks/use-form';
import { useApi } from '@/hooks/use-services';
import { resetFailureText } from '@/lib/errors';
import { firstErrors } from '@/lib/validation';
import { requestPasswordReset } from '../api/password-reset';

/** Step one of the reset: where to send the link. */
export function ResetRequestForm() {
  const api = useApi();
  const [sent, setSent] = useState<string | undefined>();
  const form = useForm({ email: '' });

  const onSubmit = form.handleSubmit(
    (v) => firstErrors({ email: validateEmail(v.email) }),
    async (v) => {
      setSent(undefined);
      try {
        const answer = await requestPasswordReset(api, v.email.trim());
        setSent(answer.message);
      } catch (err) {
        return { form: resetFailureText(err) };
      }
    },
  );

  return (
    <form className="form" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Request a reset link">
      <FormMessages formError={form.formError} errors={form.errors} />
      <FormStatus message={sent} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
      <Button type="submit" block busy={form.busy} busyLabel="Sending…">
        Send me a reset link
      </Button>
    </form>
  );
}
