/**
 * The back-office sign-in: react-admin's login card with our form, which adds the bot-check widget when the
 * server has one configured (GET /config; the same POST /login as the public site, which then refuses a sign-in
 * without a verified token). Without a widget it is the plain email and password form.
 */
import { useState } from 'react';
import { Button, CardContent, CircularProgress } from '@mui/material';
import { Form, Login, PasswordInput, TextInput, required, useLogin, useNotify, useTranslate } from 'react-admin';
import { BOT_CHECK_MISSING, botCheckBody } from '@storyfund/shared/bot-check';
import { BotCheckField } from '../components/bot-check-field.js';
import { fieldError } from '../providers/api-errors.js';
import { useBotCheckSettings } from './use-bot-check-settings.js';

function LoginForm() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const settings = useBotCheckSettings();
  const [loading, setLoading] = useState(false);
  const [token, setToken] = useState('');
  const [tokenError, setTokenError] = useState<string | undefined>();

  const changeToken = (value: string) => {
    setToken(value);
    setTokenError(undefined);
  };

  const submit = (values: Record<string, unknown>) => {
    if (settings !== null && token === '') {
      setTokenError(BOT_CHECK_MISSING);
      return;
    }
    setLoading(true);
    login({ username: String(values['username'] ?? ''), password: String(values['password'] ?? ''), ...botCheckBody(token) }).catch(
      (error: unknown) => {
        setLoading(false);
        // The token is spent whatever the answer: the widget asks again.
        setToken('');
        const refused = fieldError(error, 'bot_token');
        if (refused !== undefined && settings !== null) setTokenError(refused);
        else notify(error instanceof Error && error.message ? error.message : 'ra.auth.sign_in_error', { type: 'error' });
      },
    );
  };

  return (
    <Form onSubmit={submit} mode="onChange" noValidate>
      <CardContent sx={{ width: 300, maxWidth: '100%', boxSizing: 'border-box' }}>
        <TextInput autoFocus source="username" label={translate('ra.auth.username')} autoComplete="username" validate={required()} />
        <PasswordInput source="password" label={translate('ra.auth.password')} autoComplete="current-password" validate={required()} />
        {settings !== null ? <BotCheckField settings={settings} token={token} onToken={changeToken} error={tokenError} /> : null}
        <Button variant="contained" type="submit" color="primary" disabled={loading} fullWidth sx={{ mt: 2 }}>
          {loading ? <CircularProgress size={19} thickness={3} aria-label="Signing in" /> : translate('ra.auth.sign_in')}
        </Button>
      </CardContent>
    </Form>
  );
}

export function LoginPage() {
  return (
    <Login>
      <LoginForm />
    </Login>
  );
}
