import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatCents } from '@storyfund/shared/money';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { setFlag } from '@/lib/local-flags';
import { shareUrl } from '@/lib/share';
import type { Thanks } from '../give-payment';

/** What the claim form gets: the guest's token, and what to do when the claim ended the guest session. */
export interface GuestClaimProps {
  anonToken: string;
  /** The claim failed in a way that ended the guest session. */
  onTokenDropped: (message: string) => void;
}

/** The account claim form, supplied by the page that shows the panel (the give feature has none of its own). */
export type GuestClaimRender = (props: GuestClaimProps) => ReactNode;

export interface ThankYouProps {
  thanks: Thanks;
  projectTitle: string;
  onGiveAgain: () => void;
  guestClaim?: GuestClaimRender | undefined;
}

function ShareLinks({ title }: { title: string }) {
  const { userId } = useSession();
  const url = shareUrl(window.location.href, userId);
  const text = `I just gave to "${title}" on Storyfund.`;
  const links = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}` },
    { name: 'Email', href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text} ${url}`)}` },
  ];
  return (
    <ul className="give__share" aria-label="Share this project">
      {links.map((link) => (
        <li key={link.name}>
          <a className="chip" href={link.href} target="_blank" rel="noopener noreferrer">
            Share on {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** After claiming, the account is logged in; the claim lands back here (prevUrl). */
function GuestClaim({ token, claimForm }: { token: string; claimForm: GuestClaimRender }) {
  const session = useSession();
  const location = useLocation();
  const [dropped, setDropped] = useState<string | undefined>();
  if (session.isAuthenticated) {
    return <p className="alert alert--success">Your account is ready and you are logged in. Your gift is in your giving history.</p>;
  }
  if (dropped !== undefined)
    return (
      <p className="alert alert--error" role="alert">
        {dropped}
      </p>
    );
  return (
    <section className="give__claim" aria-labelledby="give-claim-title">
      <h3 id="give-claim-title">Claim your account</h3>
      <p>
        Set a password to follow this project&apos;s story and keep your giving history. Already have an account? Use its email and
        password.
      </p>
      <div onSubmitCapture={() => setFlag('prevUrl', `${location.pathname}${location.search}`)}>
        {claimForm({ anonToken: token, onTokenDropped: setDropped })}
      </div>
    </section>
  );
}

export function ThankYou({ thanks, projectTitle, onGiveAgain, guestClaim }: ThankYouProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const amount = formatCents(thanks.amountCents);
  return (
    <div className="give__thanks">
      <h2 className="give__title" ref={headingRef} tabIndex={-1}>
        Thank you!
      </h2>
      <p>
        {thanks.monthly ? (
          <>
            Your monthly gift of <strong>{amount} a month</strong> to <strong>{projectTitle}</strong> has started; this month&apos;s is
            paid.
          </>
        ) : (
          <>
            Your gift of <strong>{amount}</strong> to <strong>{projectTitle}</strong> has been received.
          </>
        )}
        {thanks.tipCents > 0 ? ` Thank you too for your ${formatCents(thanks.tipCents)} tip to Storyfund.` : ''}
      </p>
      {thanks.giftCard ? (
        <p>
          Your gift card paid {formatCents(thanks.giftCard.amount_used_cents)}; its balance is now{' '}
          {formatCents(thanks.giftCard.balance_cents)}.
        </p>
      ) : null}
      {thanks.dedicateeName ? <p>Your gift is dedicated to {thanks.dedicateeName}.</p> : null}
      {thanks.monthly ? (
        <p>
          You can change or stop it at any time on <Link to={paths.monthly}>your monthly gifts</Link>.
        </p>
      ) : null}
      <ShareLinks title={projectTitle} />
      {thanks.guestToken && guestClaim ? <GuestClaim token={thanks.guestToken} claimForm={guestClaim} /> : null}
      <Button variant="link" onClick={onGiveAgain}>
        Give again
      </Button>
    </div>
  );
}
