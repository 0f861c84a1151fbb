import type { PremiumSubscription } from '@storyfund/shared/contract';
import type { PremiumRow } from './premium.repository.js';

const LIVE = new Set(['trialing', 'active', 'past_due']);

/** A plan on the wire (started ones only: 'starting' and 'declined' rows are never shown). */
export function premiumView(row: PremiumRow): PremiumSubscription {
  return {
    id: row.id,
    user_id: row.user_id,
    plan: row.plan,
    price_cents: row.price_cents,
    status: row.status as PremiumSubscription['status'],
    active: LIVE.has(row.status),
    trial_ends_at: row.trial_ends_at?.toISOString() ?? null,
    current_period_end: row.next_charge_at?.toISOString() ?? null,
    cancel_at_period_end: row.cancel_at_period_end,
    error_code: row.error_code,
    failed_attempts: row.failed_attempts,
    created_at: row.created_at.toISOString(),
    canceled_at: row.canceled_at?.toISOString() ?? null,
  };
}
