import { formatUtcDate } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { sameGiftCardCode } from '../hooks/use-gift-card';
import type { GiftCardLookup } from '../hooks/use-gift-card';

export interface GiftCardFieldProps {
  code: string;
  lookup: GiftCardLookup;
  error: string | undefined;
  onChange: (code: string) => void;
  onCheck: () => void;
}

/** The gift card code, its balance once checked, and why it cannot pay when it cannot. */
export function GiftCardField({ code, lookup, error, onChange, onCheck }: GiftCardFieldProps) {
  const current = lookup.state !== 'none' && sameGiftCardCode(lookup.code, code) ? lookup : undefined;
  const problem = current?.state === 'failed' ? current.message : current?.state === 'found' ? current.problem : undefined;
  return (
    <div className="give__gift-card">
      <TextField
        label="Gift card code"
        name="gift_card_code"
        optional
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="The card pays first; any rest is charged to your card."
        value={code}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          if (code.trim() !== '' && current === undefined) onCheck();
        }}
        error={error ?? problem}
      />
      {code.trim() !== '' && current === undefined ? (
        <Button variant="secondary" className="button--small" onClick={onCheck}>
          Check balance
        </Button>
      ) : null}
      <p className="give__gift-card-status" role="status">
        {current?.state === 'checking' ? 'Checking the gift card…' : null}
        {current?.state === 'found' && !current.problem ? (
          <>
            Gift card balance: <strong>{formatCents(current.card.amount_cents)}</strong>
            {current.card.expired_at ? ` · Expires ${formatUtcDate(current.card.expired_at)}` : null}
          </>
        ) : null}
      </p>
    </div>
  );
}
