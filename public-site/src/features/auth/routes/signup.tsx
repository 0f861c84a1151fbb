import { Link } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { SignupForm } from '../components/signup-form';
import { SocialLogin } from '../components/social-login';
import '../auth.css';

export interface SignupRouteProps {
  /** anon: /signupanon after a guest gift; partner: /partnersignup and /29. */
  variant?: 'default' | 'anon' | 'partner';
}

const COPY = {
  default: { title: 'Create your account', intro: 'Give to stories you believe in, follow them and see the change you fund.' },
  anon: { title: 'Create your account', intro: 'Keep your gift with an account and follow the story it funds.' },
  partner: { title: 'Join as a partner', intro: 'Create the account your organisation will share its stories from.' },
} as const;

export function SignupRoute({ variant = 'default' }: SignupRouteProps) {
  const copy = COPY[variant];
  return (
    <Page title={copy.title} width="narrow" intro={<p>{copy.intro}</p>}>
      <div className="auth-card">
        {variant === 'partner' ? <SignupForm partner submitLabel="Create partner account" /> : <SignupForm />}
        {variant === 'partner' ? null : <SocialLogin />}
      </div>
      <p className="auth-switch">
        Already have an account? <Link to={variant === 'anon' ? paths.loginAnon : paths.login}>Log in</Link>
      </p>
    </Page>
  );
}
