import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatCents } from '@storyfund/shared/money';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useApi } from '@/hooks/use-services';
import { useSession } from '@/hooks/use-session';
import { errorText, isStatus } from '@/lib/errors';
import { setFlag } from '@/lib/local-flags';
import { claimFreeCard, offerKey } from '../api/free-gift-card-calls';
import type { NewUserGiftCardOffer } from '@storyfund/shared/contract';
import { rememberFreeCard, storedFreeCardCode } from '../free-card-flags';
import '../free-gift-card.css';

const redeemPath = (code: string) => `${paths.redeem}?code=${encodeURIComponent(code)}`;

/**
 * The free gift card banner on the staff picks, for visitors who have not given: the offer while the API
 * has one for them, then the card's code (kept in the freeGiftCard* flags) with a way to give it.
 */
export function FreeGiftCardBanner() {
  const { isAuthenticated, user } = useSession();
  if (isAuthenticated && (!user || user.amount_given_cents > 0)) return null;
  return <Banner loggedIn={isAuthenticated} />;
}

function Banner({ loggedIn }: { loggedIn: boolean }) {
  const api = useApi();
  const { userId } = useSession();
  const [code, setCode] = useState(() => storedFreeCardCode());
  const [refused, setRefused] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { data: offer } = useSWR<NewUserGiftCardOffer>(code || refused ? null : offerKey(userId));

  async function claim() {
    setBusy(true);
    setFailure(undefined);
    try {
      const card = await claimFreeCard(api);
      rememberFreeCard(card);
      setCode(card.gift_card_code);
    } catch (err) {
      if (isStatus(err, 409)) setRefused(errorText(err));
      else setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  if (refused) return <FormAlert message={refused} />;
  if (code) {
    return (
      <section className="free-card" aria-label="Your free gift card">
        <p>
          Your free gift card: <strong className="free-card__code">{code}</strong>
        </p>
        <p className="free-card__actions">
          <Link className="button button--primary" to={redeemPath(code)}>
            Give it to a project
          </Link>
          {loggedIn ? null : (
            <Link
              to={paths.signup}
              onClick={() => {
                setFlag('signupUsingGiftCard', '1');
                setFlag('prevUrl', redeemPath(code));
              }}
            >
              Sign up to keep it
            </Link>
          )}
        </p>
      </section>
    );
  }
  if (!offer?.available || offer.card_amount_cents === null) return null;
  const amount = formatCents(offer.card_amount_cents, { dropZeroCents: true });
  return (
    <section className="free-card" aria-label="Free gift card">
      <FormAlert message={failure} />
      <p>New here? Storyfund gives you {amount} to give to a project you choose.</p>
      <Button busy={busy} busyLabel="Getting your card…" onClick={() => void claim()}>
        Get your free {amount} gift card
      </Button>
    </section>
  );
}
