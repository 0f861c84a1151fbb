import type { AppContext } from './app-context.js';
import { on, type Listener } from './events/event-bus.js';
import { endOtherSessions } from './modules/auth/sessions.service.js';
import { mailPurchasedCard, settlePurchasePayment } from './modules/gift-cards/gift-card-purchase.service.js';
import { moveGuestGifts } from './modules/gifts/gift-merge.service.js';
import { mailDedication, mailThankYou } from './modules/gifts/gift-mail.service.js';
import { addGaveDonor } from './modules/donors/donors.service.js';
import { settleGiftPayment } from './modules/gifts/gifts.service.js';
import { moveGuestPaymentRequests } from './modules/payments/payment-requests.service.js';
import { onProfileChanged } from './modules/projects/project-owner.service.js';
import { issueGiftReceipt } from './modules/receipts/receipts.service.js';
import { settleSubscriptionPayment } from './modules/subscriptions/subscription-payments.service.js';
import { settlePremiumPayment } from './modules/premium-subscription/premium-payments.service.js';
import type { DomainEvents } from './events/domain-events.js';
import { moveGuestEncouragements, postGiftEncouragement } from './modules/timeline/encouragements.service.js';
import { moveGuestFollows } from './modules/users/accounts.service.js';
import { convertLeadsOnPartnerSignUp } from './modules/leads/leads.service.js';
import * as notify from './modules/notifications/notification-listeners.service.js';
import { requestReviews } from './modules/reviews/reviews.service.js';
import { dropReadCache } from './modules/read-cache/read-cache.service.js';

/** A payment event concerns the module whose purpose the payment was. */
const paidFor =
  (purpose: string) =>
  (event: DomainEvents['payment.succeeded' | 'payment.failed']): boolean =>
    event.purpose === purpose;

/**
 * Who reacts to which domain event (events/domain-events.ts), in one place. Durable listeners run after the
 * change commits, at least once, so each is idempotent (its comment says how); docs/architecture.md
 * "Domain events" has the whole table, with the events nobody listens to yet.
 */
export const listeners: Listener<AppContext>[] = [
  // A gift: its encouragement (or dedication) on the timeline, the dedicatee's email, a tax-exempt gift's receipt.
  on('gift.recorded', 'timeline.post-gift-encouragement', postGiftEncouragement, {
    when: (gift) => !!gift.encouragement || !!gift.dedicatee_name,
  }),
  on('gift.recorded', 'gifts.mail-dedication', mailDedication, { when: (gift) => !!gift.dedicatee_email }),
  // A premium partner's own thank-you text, mailed to the donor (only when it wrote one). The gift says whether its
  // recipient was one (#14: no read of the recipient's plan for the gifts of everyone else).
  on('gift.recorded', 'gifts.mail-thank-you', mailThankYou, { when: (gift) => gift.recipient_is_premium_partner !== false }),
  on('gift.recorded', 'receipts.issue-gift-receipt', issueGiftReceipt, { when: (gift) => gift.tax_exempt }),
  // The donor CRM (issue #10): a named gift's donor joins the partner's network donors (source gave).
  on('gift.recorded', 'donors.add-gave-donor', addGaveDonor, {
    when: (gift) => !gift.anonymous && gift.recipient_is_partner !== false,
  }),
  // A guest folded into an existing account: what it owned moves there, module by module.
  on('guest.claimed', 'gifts.move-guest-gifts', moveGuestGifts),
  on('guest.claimed', 'users.move-guest-follows', moveGuestFollows),
  on('guest.claimed', 'timeline.move-guest-encouragements', moveGuestEncouragements),
  on('guest.claimed', 'payments.move-guest-payment-requests', moveGuestPaymentRequests),
  // A PaymentIntent settled at the processor (a webhook): the module whose purpose it is finishes its payment.
  on('payment.succeeded', 'gifts.settle-gift-payment', settleGiftPayment, { when: paidFor('gift') }),
  on('payment.failed', 'gifts.settle-gift-payment-failure', settleGiftPayment, { when: paidFor('gift') }),
  on('payment.succeeded', 'gift-cards.settle-purchase-payment', settlePurchasePayment, { when: paidFor('gift_card') }),
  on('payment.failed', 'gift-cards.settle-purchase-payment-failure', settlePurchasePayment, { when: paidFor('gift_card') }),
  on('payment.succeeded', 'subscriptions.settle-subscription-payment', settleSubscriptionPayment, { when: paidFor('subscription') }),
  on('payment.failed', 'subscriptions.settle-subscription-payment-failure', settleSubscriptionPayment, { when: paidFor('subscription') }),
  on('payment.succeeded', 'premium-subscription.settle-premium-payment', settlePremiumPayment, { when: paidFor('premium') }),
  on('payment.failed', 'premium-subscription.settle-premium-payment-failure', settlePremiumPayment, { when: paidFor('premium') }),
  // A bought gift card: the buyer's receipt, and the recipient's email when its day has come.
  on('gift-card.purchased', 'gift-cards.mail-purchased-card', mailPurchasedCard),
  // Accounts: projects copy their owner's name; a new password ends the other sessions.
  on('user.profile-changed', 'projects.refresh-owner-fields', onProfileChanged),
  on('user.password-changed', 'auth.end-other-sessions', endOtherSessions),
  // Sales (issue #11): a lead becomes a partner when its organisation signs up (matched by email and domain).
  on('user.signed-up', 'leads.convert-on-partner-sign-up', convertLeadsOnPartnerSignUp),
  // In-app notifications (issue #12): each happening, for the people it concerns; never lost (durable).
  on('user.followed', 'notifications.notify-followed', notify.notifyFollowed),
  on('gift.recorded', 'notifications.notify-gift-received', notify.notifyGiftReceived),
  on('comment.created', 'notifications.notify-commented', notify.notifyCommented),
  on('like.created', 'notifications.notify-liked', notify.notifyLiked),
  on('update.posted', 'notifications.notify-update-posted', notify.notifyUpdatePosted),
  on('project.half-funded', 'notifications.notify-half-funded', (ctx, e) => notify.notifyMilestone(ctx, e, 'half_funded')),
  on('project.funded', 'notifications.notify-funded', (ctx, e) => notify.notifyMilestone(ctx, e, 'funded')),
  on('encouragement.thanked', 'notifications.notify-encouragement-answered', notify.notifyEncouragementThanked),
  on('community-post.created', 'notifications.notify-community-post', notify.notifyCommunityPost),
  on('community-post.commented', 'notifications.notify-community-comment', notify.notifyCommunityComment),
  on('community-post.liked', 'notifications.notify-community-like', notify.notifyCommunityLike),
  on('community-comment.liked', 'notifications.notify-community-comment-like', notify.notifyCommunityCommentLike),
  // Partner reviews (issue #9): the partner hears of a new review; a funded project's donors are asked for one, once.
  on('review.created', 'notifications.notify-reviewed', notify.notifyReviewed),
  on('project.funded', 'reviews.request-reviews', requestReviews),
  on('collaborator.invited', 'notifications.notify-invited', notify.notifyInvited),
  // The read cache of anonymous reads (issue #14): what listings, project pages and feeds show has changed.
  ...(
    [
      'gift.recorded',
      'gift.refunded',
      'gift.converted',
      'project.funded',
      'update.posted',
      'review.created',
      'comment.created',
      'like.created',
      'community-post.created',
      'user.profile-changed',
    ] as const
  ).map((event) => on(event, `read-cache.drop-on-${event}`, dropReadCache, { kind: 'after-commit' })),
];
