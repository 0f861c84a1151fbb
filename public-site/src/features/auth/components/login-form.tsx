import { Link } from 'react-router-dom';
import { isHttpError } from '@storyfund/shared/transport';
import { validateEmail, validateRequired } from '@storyfund/shared/validation';
import { BotCheckField } from '@/components/form/bot-check-field';
import { FormMessages } from '@/components/form/form-messages';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBotCheck } from '@/hooks/use-bot-check';
import { useCompleteAuth } from '@/hooks/use-complete-auth';
import { useForm } from '@/hooks/use-form';
import type { Failure } from '@/hooks/use-form';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors, responseMessage } from '@/lib/errors';
import { firstErrors } from '@/lib/validation';
import { login } from '../api/auth-calls';

type LoginValues = { email: string; password: string; bot_token: string };

/** Spec §8: the response message is the login error, shown under the email field; a refused bot check under the widget. */
function loginFailure(err: unknown): Failure<LoginValues> {
  const botError = firstFieldErrors(err)['bot_token'];
  if (botError) return { fields: { bot_token: botError } };
  if (isHttpError(err)) return { fields: { email: responseMessage(err) ?? err.message } };
  return { form: errorText(err) };
}

export function LoginForm() {
  const api = useApi();
  const completeAuth = useCompleteAuth();
  const botCheck = useBotCheck();
  const form = useForm<LoginValues>({ email: '', password: '', bot_token: '' });

  const onSubmit = form.handleSubmit(
    (v) =>
      firstErrors({
        email: validateEmail(v.email),
        password: validateRequired(v.password, 'Password'),
        bot_token: botCheck.validate(v.bot_token),
      }),
    async (v) => {
      form.setValue('bot_token', ''); // a widget token works once
      try {
        const auth = await login(api, { email: v.email.trim(), password: v.password, ...botCheck.body(v.bot_token) });
        await completeAuth(auth);
      } catch (err) {
        return loginFailure(err);
      }
    },
  );

  return (
    <form className="form" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Log in">
      <FormMessages formError={form.formError} errors={form.errors} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...form.field('password')} />
      <p className="form__aside">
        <Link to={paths.passwordReset}>Forgot your password?</Link>
      </p>
      <BotCheckField
        settings={botCheck.settings}
        token={form.values.bot_token}
        onToken={(token) => form.setValue('bot_token', token)}
        error={form.errors.bot_token}
      />
      <Button type="submit" block busy={form.busy} busyLabel="Logging in…">
        Log in
      </Button>
    </form>
  );
}
