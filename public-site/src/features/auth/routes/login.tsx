import { Link } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { LoginForm } from '../components/login-form';
import { SocialLogin } from '../components/social-login';
import '../auth.css';

export interface LoginRouteProps {
  /** /loginanon: logging in to keep a gift made as a guest. */
  variant?: 'default' | 'anon';
}

export function LoginRoute({ variant = 'default' }: LoginRouteProps) {
  const anon = variant === 'anon';
  return (
    <Page
      title="Log in"
      width="narrow"
      intro={anon ? <p>Log in to keep your gift with your account and follow the story it funds.</p> : <p>Welcome back.</p>}
    >
      <div className="auth-card">
        <LoginForm />
        <SocialLogin />
      </div>
      <p className="auth-switch">
        New to Storyfund? <Link to={anon ? paths.signupAnon : paths.signup}>Create an account</Link>
      </p>
    </Page>
  );
}
