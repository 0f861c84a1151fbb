import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatUtcDate } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Subscription } from '@storyfund/shared/contract';
import { failureText, needsConfirmation, STATUS_LABELS } from '../monthly-copy';
import { AmountForm } from './amount-form';
import { CardForm } from './card-form';

/** How "Pay now" went, shown in the row. */
export interface PaymentNotice {
  kind: 'success' | 'error';
  text: string;
}

export interface MonthlyRowProps {
  subscription: Subscription;
  notice: PaymentNotice | undefined;
  paying: boolean;
  onPay: () => void;
  onCancel: () => void;
  onChanged: (s: Subscription) => void;
}

/** What a saved card means: from now on; for a past-due gift, the month due can be paid with it now. */
const cardSavedText = (s: Subscription) =>
  s.status === 'past_due'
    ? "Card updated. We'll charge it from now on. You can try the payment that is due now."
    : "Card updated. We'll charge it from now on.";

/** One monthly gift: project, amount a month, next charge, status, and what the donor can do with it. */
export function MonthlyRow({ subscription: s, notice, paying, onPay, onCancel, onChanged }: MonthlyRowProps) {
  const [editing, setEditing] = useState<'amount' | 'card' | undefined>();
  const [cardSaved, setCardSaved] = useState<string | undefined>();
  const live = s.status !== 'stopped';
  const failure = failureText(s);
  const titleId = `monthly-${s.id}-title`;
  return (
    <li className={`monthly-row monthly-row--${s.status}`} aria-labelledby={titleId}>
      <div className="monthly-row__head">
        <h3 className="monthly-row__title" id={titleId}>
          <Link to={paths.project(s.project.id)}>{s.project.title}</Link>
        </h3>
        <span className={`monthly-status monthly-status--${s.status}`}>{STATUS_LABELS[s.status]}</span>
      </div>
      <p className="monthly-row__amount">
        <strong>{formatCents(s.amount_cents)} a month</strong>
        {s.tip_cents > 0 ? <span className="muted"> plus a {formatCents(s.tip_cents)} tip to Storyfund</span> : null}
      </p>
      {live && s.next_charge_at ? <p className="monthly-row__date">Next charge: {formatUtcDate(s.next_charge_at)}</p> : null}
      {!live && s.stopped_at ? <p className="monthly-row__date muted">Stopped on {formatUtcDate(s.stopped_at)}</p> : null}
      {failure ? <p className={live ? 'monthly-row__failure' : 'muted'}>{failure}</p> : null}
      {cardSaved ? (
        <div className="alert alert--success" role="status">
          {cardSaved}
        </div>
      ) : null}
      {notice && !cardSaved ? (
        <div className={`alert alert--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </div>
      ) : null}
      {editing === 'amount' ? (
        <AmountForm
          subscription={s}
          onCancel={() => setEditing(undefined)}
          onSaved={(next) => {
            setEditing(undefined);
            onChanged(next);
          }}
        />
      ) : null}
      {editing === 'card' ? (
        <CardForm
          subscription={s}
          onCancel={() => setEditing(undefined)}
          onSaved={(next) => {
            setEditing(undefined);
            setCardSaved(cardSavedText(next));
            onChanged(next);
          }}
        />
      ) : null}
      {live && !editing ? (
        <div className="monthly-row__actions">
          {s.status === 'past_due' ? (
            <Button
              busy={paying}
              busyLabel="Paying…"
              onClick={() => {
                setCardSaved(undefined);
                onPay();
              }}
            >
              {needsConfirmation(s) ? 'Confirm payment' : 'Try the payment now'}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => setEditing('amount')}>
            Change amount
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setCardSaved(undefined);
              setEditing('card');
            }}
          >
            Change card
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel monthly gift
          </Button>
        </div>
      ) : null}
    </li>
  );
}
