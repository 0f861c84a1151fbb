/** How the donations screens word a gift's kind and a donor's monthly giving. */
import type { DonorDetail } from '@storyfund/shared/contract';
import { formatCents } from '@storyfund/shared/money';
import { formatCount } from '@storyfund/shared/numbers';

export const KIND_LABELS = { 'one-time': 'One-time', monthly: 'Monthly' } as const;

/** "None", "Active: $20.00 a month" or "Past due: $20.00 a month". */
export function monthlyText(monthly: DonorDetail['monthly']): string {
  if (monthly.status === 'none') return 'None';
  const state = monthly.status === 'active' ? 'Active' : 'Past due';
  return `${state}: ${formatCents(monthly.amount_cents)} a month`;
}

/** "12 days", "1 day". */
export function daysText(days: number): string {
  return `${formatCount(days)} day${days === 1 ? '' : 's'}`;
}
