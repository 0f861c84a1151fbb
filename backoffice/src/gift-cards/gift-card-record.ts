/** A gift card as the admin list answers it (docs/api-giving.md "Gift cards"): the card plus who bought it, for whom. */
import type { GiftCard, GiftCardStatus } from '@storyfund/shared/types';
import type { GiftCardKind } from '@storyfund/shared/constants';

export type GiftCardRecord = GiftCard & {
  buyer_id: number | null;
  purchaser_name: string | null;
  purchaser_email: string | null;
  recipient_email: string | null;
  delivered_at: string | null;
  new_user_card: boolean;
};

/** The `kind` filter of GET /api/gift-cards/admin. */
export type GiftCardKindFilter = 'purchased' | GiftCardKind | 'new_user';

export const KIND_FILTER_LABELS: Readonly<Record<GiftCardKindFilter, string>> = {
  purchased: 'Purchased',
  promotional: 'Promotional',
  special_admin_promotional: 'Admin special promotional',
  referral: 'Referral',
  partner_referral: 'Partner referral',
  new_user: 'New visitor (free)',
};

export const STATUS_LABELS: Readonly<Record<GiftCardStatus, string>> = {
  created: 'Created',
  redeemed: 'Redeemed',
  expired: 'Expired',
  canceled: 'Canceled',
};

/** Who the card is for: "Name <email>", either alone, or empty. */
export function recipientOf(card: Pick<GiftCardRecord, 'recipient_name' | 'recipient_email'>): string {
  const name = card.recipient_name?.trim() ?? '';
  const email = card.recipient_email?.trim() ?? '';
  if (name && email) return `${name} <${email}>`;
  return name || email;
}
