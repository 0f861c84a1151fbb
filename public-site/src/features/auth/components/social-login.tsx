import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { useAppConfig } from '@/hooks/use-app-config';
import { useCompleteAuth } from '@/hooks/use-complete-auth';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { loginWithFacebook, loginWithGoogle } from '../api/auth-calls';
import { facebookAccessToken, loadFacebook, loadGoogle } from '../api/social-sdk';

/** Spec §8: the first email error, else the message. */
function socialFailure(err: unknown): string {
  return firstFieldErrors(err)['email'] ?? errorText(err);
}

/** Google and Facebook buttons, shown only for the providers configured on the server. */
export function SocialLogin() {
  const { config } = useAppConfig();
  const api = useApi();
  const completeAuth = useCompleteAuth();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const googleSlot = useRef<HTMLDivElement>(null);
  const googleId = config?.google_client_id ?? null;
  const facebookId = config?.facebook_app_id ?? null;

  // Google calls back long after the button was set up; an effect event always sees the latest completeAuth.
  const onGoogleCredential = useEffectEvent((credential: string) => {
    setError(undefined);
    loginWithGoogle(api, credential)
      .then((auth) => completeAuth(auth))
      .catch((err: unknown) => setError(socialFailure(err)));
  });

  // Set up once per client id: the button is rendered by Google's script into the slot.
  useEffect(() => {
    if (googleId === null || googleSlot.current === null) return;
    const slot = googleSlot.current;
    let active = true;
    loadGoogle()
      .then((google) => {
        if (!active) return;
        google.initialize({
          client_id: googleId,
          callback: ({ credential }) => {
            if (credential) onGoogleCredential(credential);
          },
        });
        google.renderButton(slot, { theme: 'outline', size: 'large', text: 'continue_with', width: 280 });
      })
      .catch((err: unknown) => active && setError(errorText(err)));
    return () => {
      active = false;
    };
  }, [googleId]);

  async function facebook(appId: string) {
    setError(undefined);
    setBusy(true);
    try {
      const token = await facebookAccessToken(await loadFacebook(appId));
      if (token) await completeAuth(await loginWithFacebook(api, token));
    } catch (err) {
      setError(socialFailure(err));
    } finally {
      setBusy(false);
    }
  }

  if (googleId === null && facebookId === null) return null;
  return (
    <section className="social" aria-label="Other ways to continue">
      <p className="social__divider">
        <span>or</span>
      </p>
      <FormAlert message={error} />
      {googleId !== null ? <div ref={googleSlot} className="social__google" /> : null}
      {facebookId !== null ? (
        <Button variant="secondary" block busy={busy} busyLabel="Connecting to Facebook…" onClick={() => void facebook(facebookId)}>
          Continue with Facebook
        </Button>
      ) : null}
    </section>
  );
}
