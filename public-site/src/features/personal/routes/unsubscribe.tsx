import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useServices } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { unsubscribeWithToken } from '../api/account-calls';

type State = { kind: 'asking' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * /unsubscribe?token=…: the link of a news mail (a digest). Opening it changes nothing (mail scanners follow
 * links); the button confirms. No login needed: the signed token is the authority. Mail clients unsubscribe
 * with one click on the API itself (RFC 8058).
 */
export function UnsubscribeRoute() {
  const { api } = useServices();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(token ? { kind: 'asking' } : { kind: 'failed', message: 'This link is missing its token.' });

  const confirm = async () => {
    if (!token) return;
    setState({ kind: 'busy' });
    try {
      await unsubscribeWithToken(api, token);
      setState({ kind: 'done' });
    } catch (err) {
      setState({ kind: 'failed', message: firstFieldErrors(err).token ?? errorText(err) });
    }
  };

  return (
    <Page title="Unsubscribe from news emails" width="narrow">
      {state.kind === 'asking' || state.kind === 'busy' ? (
        <div className="state">
          <p>Stop emails with news from Storyfund, such as your notification digests?</p>
          <p className="muted">You will still get emails about your account and your gifts, such as receipts and password resets.</p>
          <Button busy={state.kind === 'busy'} busyLabel="Unsubscribing…" onClick={() => void confirm()}>
            Unsubscribe
          </Button>
        </div>
      ) : null}
      {state.kind === 'done' ? (
        <div className="state">
          <p className="alert alert--success" role="status">
            You are unsubscribed: we will send you no more news emails.
          </p>
          <p>
            Changed your mind? Choose how often we write on your <Link to={paths.personal}>personal page</Link>.
          </p>
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <>
          <ErrorState title="We could not unsubscribe you" message={state.message} />
          <p>
            You can change your email settings on your <Link to={paths.personal}>personal page</Link>.
          </p>
        </>
      ) : null}
    </Page>
  );
}
