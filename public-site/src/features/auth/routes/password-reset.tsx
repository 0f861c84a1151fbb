import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '../components/reset-password-form';
import { ResetRequestForm } from '../components/reset-request-form';
import '../auth.css';

/** /password-reset asks for the email; /password-reset?token=… (the emailed link) sets the new password. */
export function PasswordResetRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) {
    return (
      <Page title="Choose a new password" width="narrow">
        <div className="auth-card">
          <ResetPasswordForm token={token} />
        </div>
        <p className="auth-switch">
          Link expired? <Link to={paths.passwordReset}>Ask for a new one</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page
      title="Reset your password"
      width="narrow"
      intro={<p>Tell us your email and we will send you a link to choose a new password.</p>}
    >
      <div className="auth-card">
        <ResetRequestForm />
      </div>
      <p className="auth-switch">
        Remembered it? <Link to={paths.login}>Log in</Link>
      </p>
    </Page>
  );
}
