/**
 * White-label partner networks (issue #10, docs/api-networks.md): who may carry branding, and where the
 * product stops recommending other partners. One place for both rules: the API, the public site and the
 * back-office all read them.
 */
import { isPremiumPartner } from './premium.js';

/** What the branding rule reads of an account. */
export interface BrandableAccount {
  is_partner: boolean;
  is_premium: boolean;
  is_white_labeled_partner: boolean;
}

/** A white-labelled network (its network pages) and a premium partner (its profile) carry a logo and a colour. */
export const mayCarryBranding = (account: BrandableAccount): boolean =>
  (account.is_partner && account.is_white_labeled_partner) || isPremiumPartner(account);

export const BRANDING_REFUSED_MESSAGE =
  'Branding is for white-labelled networks and premium partners: upgrade to premium to add your logo and colour';

/** The session's network, as the session user carries it (spec §3). */
interface NetworkRef {
  id: number;
  is_white_labelled: boolean;
}

export interface CrossPromotionInput {
  /** The session user's network, if any. */
  viewerNetwork?: NetworkRef | null | undefined;
  /** The account whose page this is (a profile, a project's owner), if the page belongs to one. */
  pageOwner?: { is_white_labeled_partner: boolean; partner_network?: NetworkRef | null | undefined } | null | undefined;
}

/**
 * No cross-promotion: a white-labelled network's pages, its members' pages, and the sessions of its members
 * recommend no other partners and no other partners' projects ("Partners for you", "other projects").
 */
export function allowsCrossPromotion({ viewerNetwork, pageOwner }: CrossPromotionInput): boolean {
  if (viewerNetwork?.is_white_labelled) return false;
  if (pageOwner?.is_white_labeled_partner) return false;
  return pageOwner?.partner_network?.is_white_labelled !== true;
}

/** The name a partner account goes by in listings: its organisation's, else the account's own. */
export const accountName = (row: { organization_name: string | null; first_name: string; last_name: string }): string =>
  row.organization_name?.trim() || `${row.first_name} ${row.last_name}`.trim();
