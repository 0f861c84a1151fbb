import { formatCents } from '@storyfund/shared/money';
import { Button } from '@/components/ui/button';
import type { Subscription } from '@storyfund/shared/contract';
import { MonthlyDialog } from './monthly-dialog';

export interface CancelDialogProps {
  subscription: Subscription;
  busy: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Cancel monthly gift" asks once before stopping: nothing more is charged afterwards. */
export function CancelDialog({ subscription, busy, error, onConfirm, onClose }: CancelDialogProps) {
  return (
    <MonthlyDialog
      title="Cancel this monthly gift?"
      busy={busy}
      onEscape={onClose}
      actions={
        <>
          <Button busy={busy} busyLabel="Cancelling…" onClick={onConfirm}>
            Yes, cancel
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            No, keep it
          </Button>
        </>
      }
    >
      <p>
        Your gift of {formatCents(subscription.amount_cents)} a month to <strong>{subscription.project.title}</strong> will stop. Nothing
        more will be charged; the gifts already made stay with the project.
      </p>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
    </MonthlyDialog>
  );
}
