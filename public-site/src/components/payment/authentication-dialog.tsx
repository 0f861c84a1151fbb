import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { formatCents } from '@storyfund/shared/money';
import { Button } from '@/components/ui/button';
import './payment.css';

export interface AuthenticationDialogProps {
  chargeCents: number;
  busy: boolean;
  onComplete: () => void;
  onFail: () => void;
}

/**
 * The sandbox's stand-in for the bank's 3-D Secure page (a modal dialog). Escape counts as failing, as
 * closing a bank's challenge does. Focus starts on the first button and stays inside.
 */
export function AuthenticationDialog({ chargeCents, busy, onComplete, onFail }: AuthenticationDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    return () => previous?.focus?.();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !busy) {
      event.preventDefault();
      onFail();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = [...(dialogRef.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])];
    if (buttons.length === 0) return;
    const first = buttons[0]!;
    const last = buttons[buttons.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="payment-dialog__backdrop">
      <div
        ref={dialogRef}
        className="payment-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onKeyDown={onKeyDown}
      >
        <h2 className="payment-dialog__title" id={`${id}-title`}>
          Confirm your payment
        </h2>
        <p id={`${id}-text`}>
          Your bank asks you to confirm a payment of <strong>{formatCents(chargeCents)}</strong> to Storyfund. In test mode this stands in
          for your bank&apos;s check: choose how it ends.
        </p>
        <div className="payment-dialog__actions">
          <Button busy={busy} busyLabel="Confirming…" onClick={onComplete}>
            Complete authentication
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onFail}>
            Fail authentication
          </Button>
        </div>
      </div>
    </div>
  );
}
