import type { CreatedGift, Gift, GiftEncouragement, ReceivedGift } from '@storyfund/shared/contract';
import type { GiftRow } from './gifts.repository.js';

/** The name a received-gifts list shows for a guest's gift (spec §9). */
const GUEST_DONOR_NAME = 'Guest Donor';
const ANONYMOUS_DONOR_NAME = 'Anonymous';

/** The encouragement columns of a gift list row (null when the gift has none). */
export const encouragementOf = (row: {
  encouragement_id: number | null;
  encouragement_responded: boolean | null;
}): GiftEncouragement | null =>
  row.encouragement_id === null ? null : { id: row.encouragement_id, has_response_from_recipient: row.encouragement_responded ?? false };

/**
 * A gift as spec §3 names it, amounts in cents. The encouragement is posted just after the gift (on
 * gift.recorded), so the answer of the call that makes the gift has none yet; lists show it.
 */
export function giftView(gift: GiftRow, encouragement: GiftEncouragement | null = null): Gift {
  return {
    id: gift.id,
    project_id: gift.project_id,
    recipient_id: gift.recipient_id,
    created_at: gift.created_at.toISOString(),
    gift_at: gift.gift_at.toISOString(),
    amount_cents: gift.amount_cents,
    tip_cents: gift.tip_cents,
    platform_fee_cents: gift.platform_fee_cents,
    stripe_fee_cents: gift.stripe_fee_cents,
    net_fee_cents: gift.net_fee_cents,
    recipient_net_cents: gift.recipient_net_cents,
    gift_type: gift.monthly_gift ? 'monthly' : 'one-time',
    monthly_gift: gift.monthly_gift,
    is_gift_with_tip: gift.tip_cents > 0,
    is_dv: false,
    tax_exempt_gift: gift.tax_exempt_gift,
    is_from_follower: gift.is_from_follower,
    is_from_partner_network_donor: gift.is_from_partner_network_donor,
    anonymous: gift.anonymous,
    visibility: gift.anonymous ? 'Anonymous' : 'Regular',
    num_gifts: 1,
    dedicatee_name: gift.dedicatee_name,
    encouragement,
  };
}

/** A gift as the call that makes it answers it (and a monthly gift's month): with its donor. */
export const createdGiftView = (gift: GiftRow): CreatedGift => ({ ...giftView(gift), donor_id: gift.donor_id });

interface DonorAccount {
  id: number;
  first_name: string;
  last_name: string;
  photo_url: string | null;
  organization_name: string | null;
  show_organization_name: boolean;
  is_anonymous: boolean;
  guest_user: boolean;
  merged_into_id: number | null;
}

/**
 * Who the recipient sees as the donor: nobody for an anonymous gift, "Guest Donor" for a guest account
 * (never its typed-in name), else the account's display name.
 */
export function receivedDonor(gift: GiftRow, donor: DonorAccount): Pick<ReceivedGift, 'donor' | 'donor_name'> {
  if (gift.anonymous) return { donor: null, donor_name: ANONYMOUS_DONOR_NAME };
  if (donor.is_anonymous || donor.guest_user) return { donor: null, donor_name: GUEST_DONOR_NAME };
  const name =
    donor.show_organization_name && donor.organization_name ? donor.organization_name : `${donor.first_name} ${donor.last_name}`.trim();
  return { donor: { id: donor.id, name, photo_url: donor.photo_url }, donor_name: name };
}
