import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface MonthlyDialogProps {
  title: string;
  children: ReactNode;
  /** The buttons; focus starts on the first one and stays among them. */
  actions: ReactNode;
  /** Escape: what closing means here (keep the gift, fail the authentication). */
  onEscape: () => void;
  busy?: boolean;
}

/** A modal dialog (role=dialog, named by its title); focus returns where it was when it closes. */
export function MonthlyDialog({ title, children, actions, onEscape, busy = false }: MonthlyDialogProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLButtonElement>('.monthly-dialog__actions button')?.focus();
    return () => previous?.focus?.();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !busy) {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="monthly-dialog__backdrop">
      <div
        ref={ref}
        className="monthly-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onKeyDown={onKeyDown}
      >
        <h2 className="monthly-dialog__title" id={`${id}-title`}>
          {title}
        </h2>
        <div id={`${id}-text`}>{children}</div>
        <div className="monthly-dialog__actions">{actions}</div>
      </div>
    </div>
  );
}
