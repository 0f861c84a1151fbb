/** The gift card code's balance check (GET /gift-cards/{code}), run on demand: the endpoint is rate-limited. */
import { useCallback, useEffect, useState } from 'react';
import { formatUtcDate } from '@storyfund/shared/dates';
import { useApi } from '@/hooks/use-services';
import { errorText, isStatus, responseMessage } from '@/lib/errors';
import type { GiftCardBalance } from '@storyfund/shared/contract';
import { lookUpGiftCard } from '../api/give-calls';

export type GiftCardLookup =
  | { state: 'none' }
  | { state: 'checking'; code: string }
  | { state: 'found'; code: string; card: GiftCardBalance; problem?: string }
  | { state: 'failed'; code: string; message: string };

/** Codes compare in any case, with dashes and spaces ignored. */
export const sameGiftCardCode = (a: string, b: string) => a.replace(/[\s-]/g, '').toUpperCase() === b.replace(/[\s-]/g, '').toUpperCase();

/** Why a card cannot pay, or undefined when it can. */
function giftCardProblem(card: GiftCardBalance, now: Date = new Date()): string | undefined {
  if (card.status === 'canceled') return 'This gift card was canceled.';
  if (card.status === 'expired' || new Date(card.expired_at) <= now) {
    return `This gift card expired on ${formatUtcDate(card.expired_at)}.`;
  }
  if (card.amount_cents <= 0) return 'This gift card has no balance left.';
  return undefined;
}

/** `openedWith`: the code the page was opened with (?gift_card=), checked unasked once; any other only on demand. */
export function useGiftCard(openedWith: string) {
  const api = useApi();
  const [lookup, setLookup] = useState<GiftCardLookup>({ state: 'none' });

  const check = useCallback(
    async (code: string): Promise<GiftCardLookup> => {
      const trimmed = code.trim();
      if (trimmed === '') {
        setLookup({ state: 'none' });
        return { state: 'none' };
      }
      setLookup({ state: 'checking', code: trimmed });
      let next: GiftCardLookup;
      try {
        const card = await lookUpGiftCard(api, trimmed);
        const problem = giftCardProblem(card);
        next = { state: 'found', code: trimmed, card, ...(problem ? { problem } : {}) };
      } catch (err) {
        const message = isStatus(err, 404) ? (responseMessage(err) ?? 'No gift card with this code.') : errorText(err);
        next = { state: 'failed', code: trimmed, message };
      }
      setLookup(next);
      return next;
    },
    [api],
  );

  useEffect(() => {
    if (openedWith.trim() !== '') void check(openedWith);
  }, [openedWith, check]);

  /** Forget the last check (a gift spent from the card: its balance changed). */
  const reset = useCallback(() => setLookup({ state: 'none' }), []);

  return { lookup, check, reset };
}

/** The balance this code can spend now: 0 unless the last check was for this code and found a usable card. */
export function usableBalance(lookup: GiftCardLookup, code: string): number {
  if (lookup.state !== 'found' || lookup.problem || !sameGiftCardCode(lookup.code, code)) return 0;
  return lookup.card.amount_cents;
}
