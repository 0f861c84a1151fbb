import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorState, Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { useServices } from '@/hooks/use-services';
import { resetFailureText } from '@/lib/errors';
import { confirmEmail } from '../api/confirm-email';

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** /confirm-email?token=…: the emailed confirmation link. */
export function ConfirmEmailRoute() {
  const { api, session } = useServices();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'failed', message: 'This link is missing its token.' });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail(api, token)
      .then(({ user }) => {
        session.setUser(user);
        setState({ kind: 'done' });
      })
      .catch((err: unknown) => setState({ kind: 'failed', message: resetFailureText(err) }));
  }, [api, session, token]);

  return (
    <Page title="Confirm your email" width="narrow">
      {state.kind === 'working' ? <Loading label="Confirming your email address…" /> : null}
      {state.kind === 'done' ? (
        <div className="state">
          <p className="alert alert--success" role="status">
            Thank you, your email address is confirmed.
          </p>
          <p>
            <Link to={paths.home}>Continue to Storyfund</Link>
          </p>
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <>
          <ErrorState title="We could not confirm your email" message={state.message} />
          <p>
            You can ask for a new link from your <Link to={paths.personal}>settings</Link>.
          </p>
        </>
      ) : null}
    </Page>
  );
}
