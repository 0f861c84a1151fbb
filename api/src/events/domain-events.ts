/**
 * The domain events: facts other modules react to. docs/architecture.md "Domain events" lists who emits
 * each and who listens (api/src/listeners.ts). Payloads are JSON (ids, cents, ISO times): they are stored
 * in the outbox and may be handled by another instance, later, more than once.
 */
export interface DomainEvents {
  /** A succeeded gift was written (one-time, a month of a monthly gift, or paid by a gift card). */
  'gift.recorded': {
    gift_id: number;
    project_id: number;
    donor_id: number;
    recipient_id: number;
    amount_cents: number;
    tip_cents: number;
    monthly: boolean;
    anonymous: boolean;
    tax_exempt: boolean;
    /**
     * The recipient as it was when the gift was made (read in the gift's transaction): a partner (whose network the
     * donor joins), a premium partner (whose thank-you text is mailed; the gift's fee was premium too). Absent
     * from events recorded before they were added; their listeners were chosen then.
     */
    recipient_is_partner?: boolean;
    recipient_is_premium_partner?: boolean;
    /** The donor's message to the project, posted as an encouragement. */
    encouragement: string | null;
    dedicatee_name: string | null;
    dedicatee_email: string | null;
    /** When the dedication email is to go out (null: at once). */
    dedication_send_at: string | null;
    at: string;
  };
  /**
   * An admin refunded a succeeded gift (docs/backoffice.md "Gifts"): the card-paid part went back through
   * the processor, the gift card's part back on the card, and every total the gift added came off again.
   */
  'gift.refunded': {
    gift_id: number;
    project_id: number;
    donor_id: number;
    recipient_id: number;
    amount_cents: number;
    tip_cents: number;
    /** Given back to the donor's card by the processor, and put back on the gift card. */
    card_cents: number;
    gift_card_cents: number;
    monthly: boolean;
    reason: string;
    by_id: number;
    at: string;
  };
  /**
   * An admin moved a succeeded one-time gift to another project of its recipient (docs/backoffice.md
   * "Converting a gift"): the old project's total went down, the new one's up; the donor's totals stand.
   */
  'gift.converted': {
    gift_id: number;
    from_project_id: number;
    to_project_id: number;
    donor_id: number;
    recipient_id: number;
    amount_cents: number;
    reason: string;
    by_id: number;
    at: string;
  };
  /** A project's total reached half its goal, or all of it (each stamped once, ever). */
  'project.half-funded': { project_id: number; at: string };
  'project.funded': { project_id: number; at: string };
  /** A guest account was claimed: it became a full account (`merged` false) or was folded into the existing account of that email. */
  'guest.claimed': { guest_id: number; account_id: number; merged: boolean };
  /** A new account was made with an email and a password (or by social login). */
  'user.signed-up': { user_id: number };
  /** An account's display fields changed (names, organisation, tax-exempt status...). */
  'user.profile-changed': { user_id: number };
  /** An account's password changed: every other session of it ends. */
  'user.password-changed': { user_id: number; except_session_id: number | null };
  'user.followed': { follower_id: number; followed_id: number };
  /** The owner's side posted an update on a project's timeline. */
  'update.posted': { update_id: number; project_id: number; author_id: number };
  /** A comment, or a reply (parent_id set), on a project's timeline. */
  'comment.created': { comment_id: number; project_id: number; parent_id: number | null; author_id: number };
  'like.created': { event_id: number; project_id: number; user_id: number };
  /** The project's side answered a donor's encouragement. */
  'encouragement.thanked': { encouragement_id: number; project_id: number; reply_id: number | null };
  /** The processor says a PaymentIntent succeeded (a webhook, re-read from the processor). */
  'payment.succeeded': { provider: 'sandbox' | 'stripe'; intent_record_id: number; purpose: string | null; fee_cents: number | null };
  /** The processor says a PaymentIntent failed (declined, or its 3-D Secure step failed). */
  'payment.failed': {
    provider: 'sandbox' | 'stripe';
    intent_record_id: number;
    purpose: string | null;
    decline: { code: string; decline_code: string | null; message: string };
  };
  /** A gift card was bought and paid for. */
  'gift-card.purchased': { gift_card_id: number };
  // Community posts on a partner's profile (issue #9); author_id null: posted without an author.
  'community-post.created': { post_id: number; profile_id: number; author_id: number | null };
  'community-post.commented': { comment_id: number; post_id: number; profile_id: number; author_id: number };
  'community-post.liked': { post_id: number; profile_id: number; user_id: number };
  'community-comment.liked': { comment_id: number; post_id: number; profile_id: number; user_id: number };
  /** A donor reviewed a partner (issue #9): the partner hears of it. Not sent again when the review is edited. */
  'review.created': { review_id: number; partner_id: number; author_id: number; rating: number };
  // Teams (issue #10): an address invited to a role on a partner account, and an invitation accepted.
  'collaborator.invited': { invitation_id: number; partner_id: number; collaborator_email: string; role: string; invited_by_id: number };
  'collaborator.joined': { role_assignment_id: number; invitation_id: number; partner_id: number; user_id: number; role: string };
}

export type EventName = keyof DomainEvents;
