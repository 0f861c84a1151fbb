import { formatCents } from '@storyfund/shared/money';
import { formatUtcDate } from '@storyfund/shared/dates';
import { useVisitorCurrency } from '@/hooks/use-currency';

const NAMES = { GBP: 'pounds', EUR: 'euros' } as const;

/** "$25.00 is about £19.75": for visitors from GB and the EU, beside an amount in US dollars. */
export function CurrencyNotice({ usdCents }: { usdCents: number }) {
  const visitor = useVisitorCurrency();
  if (!visitor) return null;
  const local = new Intl.NumberFormat('en-GB', { style: 'currency', currency: visitor.currency }).format((usdCents / 100) * visitor.rate);
  return (
    <p className="currency-notice" data-testid="currency-notice">
      Amounts are in US dollars: {formatCents(usdCents)} is about {local} in {NAMES[visitor.currency]} (rate of{' '}
      {formatUtcDate(`${visitor.asOf}T00:00:00Z`)}; your bank sets the exact amount).
    </p>
  );
}
