/** The free gift card for new visitors (docs/api-giving.md "Gift cards"). Money is cents. */
import type { NewUserGiftCard } from '@storyfund/shared/contract';
import type { Transport } from '@storyfund/shared/transport';

/** SWR key: the answer depends on who asks (the address, and the account when logged in). */
export const offerKey = (userId: string | null) => ['/new-user-gift-cards/offer', userId ?? 'visitor'] as const;

/** POST /new-user-gift-cards: 201 with the card's code; 409 with a message when there is none for this visitor. */
export function claimFreeCard(api: Transport): Promise<NewUserGiftCard> {
  return api.post<NewUserGiftCard>('/new-user-gift-cards', {}, { auth: 'optional' });
}
