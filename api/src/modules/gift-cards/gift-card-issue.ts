import { GIFT_CARD_VALIDITY_MONTHS } from '@storyfund/shared/constants';
import type { Executor } from '../../db/client.js';
import { generateGiftCardCode } from './gift-card-codes.js';
import * as repo from './gift-cards.repository.js';

/**
 * How a card's value came in: a purchase paid by the buyer's card (the processor's fee on it is the
 * platform's: the card carries its whole face value), or a promotion the platform pays for.
 */
export type Funding = { kind: 'purchase'; processorFeeCents: number } | { kind: 'promotion' };

export type IssueInput = Omit<repo.NewGiftCard, 'id' | 'code' | 'expired_at' | 'gift_card_created_at'> & { at: Date };

/** 24 months after `at` (a card made on 31 March expires on 31 March two years later). */
function expiryOf(at: Date): Date {
  const expiry = new Date(at);
  expiry.setUTCMonth(expiry.getUTCMonth() + GIFT_CARD_VALIDITY_MONTHS);
  return expiry;
}

/** A recipient email for a day ahead goes at 08:00 UTC that day; today (or no day) means at once. */
export function deliverAtOf(deliverOn: string | null | undefined, now: Date): Date {
  const today = now.toISOString().slice(0, 10);
  return !deliverOn || deliverOn <= today ? now : new Date(`${deliverOn}T08:00:00Z`);
}

/**
 * Makes a card inside the caller's transaction, with a fresh code (drawn again in the unlikely event it is
 * taken) and its load journal `gift_card_load:{id}`: the card's account `gift_card:{id}` (what the platform
 * owes to future gifts) +value, against the buyer's card or the platform's promotions account.
 */
export async function issueCard(tx: Executor, input: IssueInput, funding: Funding): Promise<repo.GiftCardRow> {
  const { at, ...values } = input;
  for (let attempt = 0; ; attempt++) {
    const card = await repo.insertCard(tx, { ...values, code: generateGiftCardCode(), gift_card_created_at: at, expired_at: expiryOf(at) });
    if (card) {
      const value = card.amount_loaded_cents;
      const entries =
        funding.kind === 'purchase'
          ? [
              { account: `gift_card_buyer:${card.id}`, amount_cents: -value },
              { account: `gift_card:${card.id}`, amount_cents: value },
              { account: 'processor:fees', amount_cents: funding.processorFeeCents },
              { account: 'platform:gift_card_fees', amount_cents: -funding.processorFeeCents },
            ]
          : [
              { account: 'platform:promotions', amount_cents: -value },
              { account: `gift_card:${card.id}`, amount_cents: value },
            ];
      await repo.postJournal(tx, `gift_card_load:${card.id}`, at, entries);
      return card;
    }
    if (attempt >= 5) throw new Error('Could not draw an unused gift card code');
  }
}

/** The account a canceled card's balance goes back to: breakage for a bought card, promotions otherwise. */
export function cancelAccount(card: repo.GiftCardRow): string {
  const promotional = card.promotional || card.special_admin_promotional || card.referral || card.partner_referral;
  return promotional ? 'platform:promotions' : 'platform:gift_card_breakage';
}
