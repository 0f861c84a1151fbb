import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCents } from '@storyfund/shared/money';
import { formatUtcDate } from '@storyfund/shared/dates';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { FormStatus } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { loadReceived } from '../api/received-gifts-calls';
import type { ReceivedGift, ReceivedGiftList } from '@storyfund/shared/contract';
import { ThankForm } from './thank-form';

/** Every gift received, newest first, 30 at a time, each with its thank-you action. */
export function ReceivedList({ userId }: { userId: string }) {
  const api = useApi();
  const [pages, setPages] = useState<ReceivedGiftList[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'more' | 'error'>('loading');
  const [error, setError] = useState<unknown>();
  const [open, setOpen] = useState<number>();
  const [thanked, setThanked] = useState<ReadonlySet<number>>(new Set());
  const [done, setDone] = useState<string>();

  async function load(offset: number) {
    setStatus(offset === 0 ? 'loading' : 'more');
    try {
      const page = await loadReceived(api, userId, offset);
      setPages((old) => (offset === 0 ? [page] : [...old, page]));
      setStatus('ready');
    } catch (err) {
      setError(err);
      setStatus('error');
    }
  }
  useEffect(() => {
    void load(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  function markThanked(gift: ReceivedGift) {
    setThanked((old) => new Set(old).add(gift.id));
    setOpen(undefined);
    setDone(`Your thanks to ${gift.donor_name} is posted on ${gift.project.title}.`);
  }

  const total = pages[0]?.total ?? 0;
  const gifts = pages.flatMap((p) => p.data);
  return (
    <section aria-labelledby="received-list-heading">
      <h3 id="received-list-heading">All gifts received</h3>
      {status === 'loading' ? <Loading label="Loading the gifts you received…" /> : null}
      {status === 'error' ? <ErrorState message={errorText(error)} onRetry={() => void load(gifts.length)} /> : null}
      <FormStatus message={done} />
      {pages.length > 0 && gifts.length === 0 ? (
        <EmptyState title="No gifts yet">
          <p>Gifts to your projects appear here, newest first.</p>
        </EmptyState>
      ) : null}
      {gifts.length > 0 ? (
        <ul className="received-gifts__list">
          {gifts.map((gift) => (
            <li key={gift.id} className="received-gifts__gift">
              <GiftRow gift={gift} thanked={thanked.has(gift.id)} open={open === gift.id} onOpen={() => setOpen(gift.id)} />
              {open === gift.id ? <ThankForm gift={gift} onThanked={() => markThanked(gift)} onClose={() => setOpen(undefined)} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {gifts.length > 0 && gifts.length < total && status !== 'error' ? (
        <Button variant="secondary" busy={status === 'more'} busyLabel="Loading…" onClick={() => void load(gifts.length)}>
          Show more
        </Button>
      ) : null}
    </section>
  );
}

function GiftRow({ gift, thanked, open, onOpen }: { gift: ReceivedGift; thanked: boolean; open: boolean; onOpen: () => void }) {
  const label = `${gift.donor_name}, ${gift.project.title}, ${formatUtcDate(gift.gift_at)}`;
  const responded = thanked || gift.encouragement?.has_response_from_recipient === true;
  return (
    <div className="received-gifts__row">
      <span className="received-gifts__date">{formatUtcDate(gift.gift_at)}</span>
      <strong>{gift.donor_name}</strong>
      <Link to={paths.project(gift.project.id)}>{gift.project.title}</Link>
      {gift.dedicatee_name ? <span className="received-gifts__note">Dedicated to {gift.dedicatee_name}</span> : null}
      <span className="received-gifts__amount">
        {formatCents(gift.amount_cents)}
        {gift.monthly_gift ? ' (monthly)' : ''}
      </span>
      {responded ? (
        <span className="received-gifts__thanked">Thanked</span>
      ) : open ? null : gift.encouragement ? (
        <Button variant="link" onClick={onOpen} aria-label={`Thank ${label}`}>
          Thank
        </Button>
      ) : (
        <Button variant="link" onClick={onOpen} aria-label={`Draft a thank-you to ${label}`}>
          Draft a thank-you
        </Button>
      )}
    </div>
  );
}
