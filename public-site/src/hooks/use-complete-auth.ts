/**
 * After a login, signup, social login, claim or reset: start the session, then land where
 * spec §2 says (prevUrl, the /redeem target, the partner and 0-given rules, invitations).
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { claimNavigation, landingAfterAuth } from '@storyfund/shared/routing';
import type { AuthAnswer } from '@storyfund/shared/contract';
import { browser } from '@/lib/browser';
import { acceptInvitation } from '@/lib/invitations';
import { removeFlag, takePrevUrl } from '@/lib/local-flags';
import { startSession } from '@/lib/session-actions';
import { useServices } from './use-services';

export interface CompleteAuthOptions {
  /** The anonymous claim navigates per `claimNavigation` (a reload or a 200 ms delay). */
  claim?: boolean;
}

export function useCompleteAuth(): (auth: AuthAnswer, options?: CompleteAuthOptions) => Promise<void> {
  const { api, session } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  return async (auth, options = {}) => {
    void startSession(api, session, auth);
    const authToken = params.get('auth_token');
    if (authToken !== null && authToken !== '') {
      const to = await acceptInvitation(api, {
        authToken,
        queryInvitationId: params.get('invitation_id'),
        ownId: auth.user.id,
      });
      navigate(to, { replace: true });
      return;
    }
    const landing = landingAfterAuth({ user: auth.user, target: takePrevUrl() ?? '/' });
    if (!landing.keepRedeemChoice) removeFlag('pickedToRedeemProject');
    if (!options.claim) {
      navigate(landing.to, { replace: true });
      return;
    }
    const next = claimNavigation(landing.to);
    if (next.reload) browser.assign(next.to);
    else window.setTimeout(() => navigate(next.to, { replace: true }), next.navigateAfterMs);
  };
}
