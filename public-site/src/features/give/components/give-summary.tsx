import { formatCents } from '@storyfund/shared/money';
import { CurrencyNotice } from '@/components/currency/currency-notice';
import type { GiftSplit } from '../give-amounts';

export interface GiveSummaryProps {
  projectTitle: string;
  amountCents: number | undefined;
  tipCents: number;
  monthly: boolean;
  split: GiftSplit | undefined;
}

/** The total before paying, and where each part goes. */
export function GiveSummary({ projectTitle, amountCents, tipCents, monthly, split }: GiveSummaryProps) {
  if (amountCents === undefined || split === undefined) return null;
  const every = monthly ? ' a month' : '';
  return (
    <div className="give__summary" aria-live="polite">
      <p className="give__total">
        Total: <strong>{formatCents(split.totalCents)}</strong>
        {every}
      </p>
      <CurrencyNotice usdCents={split.totalCents} />
      <ul className="give__breakdown">
        <li>
          {formatCents(amountCents)} to {projectTitle}
        </li>
        <li>{tipCents > 0 ? `${formatCents(tipCents)} tip to Storyfund` : 'No tip to Storyfund'}</li>
        {split.giftCardCents > 0 ? (
          <li>
            {formatCents(split.giftCardCents)} paid by your gift card, {formatCents(split.chargeCents)} charged to your card
          </li>
        ) : null}
      </ul>
      <p className="give__note">
        The project receives your gift in full, less the card processing fee (2.9% + 30¢) and Storyfund&apos;s platform fee. Your tip, if
        any, goes to Storyfund.
      </p>
    </div>
  );
}
