import type { Subscription, SubscriptionStatus } from '@storyfund/shared/contract';
import type { SubscriptionRow } from './subscriptions.repository.js';

/** A subscription as contract C names it (docs/api-giving.md "Monthly gifts"), amounts in cents. */
export function subscriptionView(row: SubscriptionRow, projectTitle: string): Subscription {
  const status: SubscriptionStatus = row.status === 'active' || row.status === 'past_due' ? row.status : 'stopped';
  return {
    id: row.id,
    project_id: row.project_id,
    project: { id: row.project_id, title: projectTitle },
    donor_id: row.donor_id,
    amount_cents: row.amount_cents,
    tip_cents: row.tip_cents,
    anonymous: row.anonymous,
    active: status !== 'stopped',
    status,
    error_code: row.error_code,
    failed_attempts: row.failed_attempts,
    next_charge_at: status === 'stopped' ? null : (row.next_charge_at?.toISOString() ?? null),
    last_charged_at: row.last_charged_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    stopped_at: row.stopped_at?.toISOString() ?? null,
  };
}
