/**
 * Whether a gift may be converted to another project at all (docs/decisions.md "Converting a gift"): the API
 * refuses with this code and message (409), and the back-office offers its Convert action only when there is
 * none. Which projects it may move to is the API's to say (GET /gifts/{id}/convert-targets).
 */
export interface GiftConversionRefusal {
  error: 'gift_refunded' | 'gift_not_succeeded' | 'monthly_gift';
  message: string;
}

export function giftConversionRefusal(gift: { status: string; monthly_gift: boolean }): GiftConversionRefusal | undefined {
  if (gift.status === 'refunded') return { error: 'gift_refunded', message: 'A refunded gift cannot be converted.' };
  if (gift.status !== 'succeeded') return { error: 'gift_not_succeeded', message: 'Only a gift that went through can be converted.' };
  if (gift.monthly_gift)
    return { error: 'monthly_gift', message: "A monthly gift's month cannot be converted: its subscription names its project." };
  return undefined;
}
