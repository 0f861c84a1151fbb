import { Link } from 'react-router-dom';
import { formatUtcDate } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';
import type { GiftCard } from '@storyfund/shared/contract';
import { redeemPath } from '../gift-card-paths';

/** After a purchase: the code (the recipient gets it by email too) and where it is redeemed. */
export function PurchaseDone({ card }: { card: GiftCard }) {
  const today = new Date().toISOString().slice(0, 10);
  const later = card.deliver_on !== null && card.deliver_on > today;
  return (
    <section className="gift-cards__done" aria-labelledby="gift-card-done-title">
      <h2 id="gift-card-done-title">Your gift card is ready</h2>
      <p>
        {formatCents(card.amount_loaded_cents)} for {card.recipient_name}.{' '}
        {later ? `We email it to them on ${formatUtcDate(`${card.deliver_on}T00:00:00Z`)}.` : 'We have emailed it to them.'} Your receipt is
        on its way too.
      </p>
      <p className="gift-cards__code-line">
        Gift card code: <strong className="gift-cards__code">{card.code}</strong>
      </p>
      <p>It expires on {formatUtcDate(card.expired_at)}.</p>
      <p>
        <Link to={redeemPath(card.code)}>Redeem a gift card</Link>
      </p>
    </section>
  );
}
