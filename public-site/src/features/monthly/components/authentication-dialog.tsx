import { formatCents } from '@storyfund/shared/money';
import { Button } from '@/components/ui/button';
import type { Subscription } from '../api/monthly-calls';
import { MonthlyDialog } from './monthly-dialog';

/** The sandbox's stand-in for the bank's 3-D Secure page (as on the give panel). Escape fails it. */
export function AuthenticationDialog({ subscription, onAnswer }: { subscription: Subscription; onAnswer: (outcome: 'approve' | 'fail') => void }) {
  return (
    <MonthlyDialog
      title="Confirm your payment"
      onEscape={() => onAnswer('fail')}
      actions={
        <>
          <Button onClick={() => onAnswer('approve')}>Complete authentication</Button>
          <Button variant="secondary" onClick={() => onAnswer('fail')}>
            Fail authentication
          </Button>
        </>
      }
    >
      <p>
        Your bank asks you to confirm a payment of <strong>{formatCents(subscription.amount_cents + subscription.tip_cents)}</strong> to Storyfund for your
        monthly gift to {subscription.project.title}. In test mode this stands in for your bank&apos;s check: choose how it ends.
      </p>
    </MonthlyDialog>
  );
}
