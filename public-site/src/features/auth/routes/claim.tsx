import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { readAnonToken } from '@/lib/cookies';
import { ClaimForm } from '../components/claim-form';
import '../auth.css';

/** /claim: after a gift made as a guest, turn that guest account into a full one. */
export function ClaimRoute() {
  const [anonToken] = useState(() => readAnonToken());
  const [dropped, setDropped] = useState<string | undefined>();

  if (anonToken === undefined || dropped !== undefined) {
    return (
      <Page title="Claim your account" width="narrow">
        {dropped ? (
          <div className="alert alert--error" role="alert">
            {dropped}
          </div>
        ) : null}
        <div className="state state--empty">
          <p className="state__title">{dropped ? 'Your guest session has ended' : 'No guest gift in this browser'}</p>
          <p>Claiming works from the browser you gave from as a guest. You can still create an account or log in.</p>
          <p className="state__actions">
            <Link className="button button--primary" to={paths.signup}>
              Create an account
            </Link>
            <Link className="button button--secondary" to={paths.login}>
              Log in
            </Link>
          </p>
        </div>
      </Page>
    );
  }
  return (
    <Page
      title="Claim your account"
      width="narrow"
      intro={<p>Thank you for your gift. Add an email and password to follow its story and keep your giving history.</p>}
    >
      <div className="auth-card">
        <ClaimForm anonToken={anonToken} onTokenDropped={setDropped} />
      </div>
    </Page>
  );
}
