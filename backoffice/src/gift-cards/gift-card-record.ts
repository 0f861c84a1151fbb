/** How the admin list shows a gift card (docs/api-giving.md "Gift cards"; the card is the contract's AdminGiftCard). */
import type { GiftCardListKind, GiftCardStatus } from '@storyfund/shared/constants';
import type { AdminGiftCard } from '@storyfund/shared/contract';

/** The `kind` filter of GET /api/gift-cards/admin, as the list offers it. */
export const KIND_FILTER_LABELS: Readonly<Record<GiftCardListKind, string>> = {
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
export function recipientOf(card: Pick<AdminGiftCard, 'recipient_name' | 'recipient_email'>): string {
  const name = card.recipient_name?.trim() ?? '';
  const email = card.recipient_email?.trim() ?? '';
  if (name && email) return `${name} <${email}>`;
  return name || email;
}
