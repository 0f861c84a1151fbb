/** The free card kept in the local flags freeGiftCardID, freeGiftCardCode and freeGiftCardTime (spec §3). */
import { GIFT_CARD_VALIDITY_MONTHS } from '@storyfund/shared/constants';
import { getFlag, removeFlag, setFlag } from '@/lib/local-flags';

export function rememberFreeCard(card: { id: number; gift_card_code: string }, now = new Date()): void {
  setFlag('freeGiftCardID', String(card.id));
  setFlag('freeGiftCardCode', card.gift_card_code);
  setFlag('freeGiftCardTime', now.toISOString());
}

/** The stored code while the card can still be valid (it expires 24 months after it was made), else undefined. */
export function storedFreeCardCode(now = new Date()): string | undefined {
  const code = getFlag('freeGiftCardCode');
  if (!code) return undefined;
  const time = Date.parse(getFlag('freeGiftCardTime') ?? '');
  const expiry = new Date(time);
  expiry.setUTCMonth(expiry.getUTCMonth() + GIFT_CARD_VALIDITY_MONTHS);
  if (Number.isNaN(time) || expiry.getTime() <= now.getTime()) {
    for (const name of ['freeGiftCardID', 'freeGiftCardCode', 'freeGiftCardTime'] as const) removeFlag(name);
    return undefined;
  }
  return code;
}
