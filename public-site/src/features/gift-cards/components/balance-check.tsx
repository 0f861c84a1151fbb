import { useState } from 'react';
import type { FormEvent } from 'react';
import { formatUtcDate } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';
import type { GiftCardBalance } from '@storyfund/shared/contract';
import { formatGiftCardCode, isGiftCardCode } from '@storyfund/shared/validation';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { checkGiftCard } from '../api/gift-card-calls';

/** Why a card cannot be given with, or undefined when it can. */
function cardProblem(card: GiftCardBalance): string | undefined {
  if (card.status === 'canceled') return 'This gift card was canceled.';
  if (card.status === 'expired') return `This gift card expired on ${formatUtcDate(card.expired_at)}.`;
  if (card.amount_cents <= 0) return 'This gift card has no balance left.';
  return undefined;
}

/** The code, "Check balance", and the card's balance and expiry once found. */
export function BalanceCheck({ initialCode, onFound }: { initialCode: string; onFound: (card: GiftCardBalance | null) => void }) {
  const api = useApi();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [card, setCard] = useState<GiftCardBalance | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAlert(undefined);
    if (!isGiftCardCode(code)) {
      setError('Please enter the 16-character code, like ABCD-EFGH-JKMN-PQRS');
      return;
    }
    setBusy(true);
    try {
      const found = await checkGiftCard(api, formatGiftCardCode(code));
      setCard(found);
      onFound(cardProblem(found) ? null : found);
    } catch (err) {
      setCard(null);
      onFound(null);
      setAlert(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const problem = card ? cardProblem(card) : undefined;
  return (
    <form className="form gift-cards__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Check a gift card">
      <FormAlert message={alert} />
      <TextField
        label="Gift card code"
        name="gift_card_code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" busy={busy} busyLabel="Checking…">
        Check balance
      </Button>
      {card ? (
        <div className="gift-cards__balance" role="status">
          <p className="gift-cards__balance-amount">Balance: {formatCents(card.amount_cents)}</p>
          <p>Expires {formatUtcDate(card.expired_at)}</p>
          {problem ? <p className="alert alert--error">{problem}</p> : null}
        </div>
      ) : null}
    </form>
  );
}
