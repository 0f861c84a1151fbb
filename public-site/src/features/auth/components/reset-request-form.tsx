import { useState } from 'react';
import { validateEmail } from '@storyfund/shared/validation';
import { BotCheckField } from '@/components/form/bot-check-field';
import { FormStatus } from '@/components/form/form-alert';
import { FormMessages } from '@/components/form/form-messages';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useBotCheck } from '@/hooks/use-bot-check';
import { useForm } from '@/hooks/use-form';
import { useApi } from '@/hooks/use-services';
import { firstFieldErrors, resetFailureText } from '@/lib/errors';
import { firstErrors } from '@/lib/validation';
import { requestPasswordReset } from '../api/password-reset';

/** Step one of the reset: where to send the link. */
export function ResetRequestForm() {
  const api = useApi();
  const [sent, setSent] = useState<string | undefined>();
  const botCheck = useBotCheck();
  const form = useForm({ email: '', bot_token: '' });

  const onSubmit = form.handleSubmit(
    (v) => firstErrors({ email: validateEmail(v.email), bot_token: botCheck.validate(v.bot_token) }),
    async (v) => {
      setSent(undefined);
      form.setValue('bot_token', ''); // a widget token works once
      try {
        const answer = await requestPasswordReset(api, v.email.trim(), v.bot_token);
        setSent(answer.message);
      } catch (err) {
        const botError = firstFieldErrors(err)['bot_token'];
        return botError ? { fields: { bot_token: botError } } : { form: resetFailureText(err) };
      }
    },
  );

  return (
    <form className="form" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Request a reset link">
      <FormMessages formError={form.formError} errors={form.errors} />
      <FormStatus message={sent} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
      <BotCheckField
        settings={botCheck.settings}
        token={form.values.bot_token}
        onToken={(token) => form.setValue('bot_token', token)}
        error={form.errors.bot_token}
      />
      <Button type="submit" block busy={form.busy} busyLabel="Sending…">
        Send me a reset link
      </Button>
    </form>
  );
}
