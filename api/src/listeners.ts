import type { AppContext } from './app-context.js';
import { on, type Listener } from './events/event-bus.js';
import { endOtherSessions } from './modules/auth/sessions.service.js';
import { mailPurchasedCard, settlePurchasePayment } from './modules/gift-cards/gift-card-purchase.service.js';
import { moveGuestGifts } from './modules/gifts/gift-merge.service.js';
import { mailDedication } from './modules/gifts/gift-mail.service.js';
import { settleGiftPayment } from './modules/gifts/gifts.service.js';
import { moveGuestPaymentRequests } from './modules/payments/payment-requests.service.js';
import { onProfileChanged } from './modules/projects/project-owner.service.js';
import { issueGiftReceipt } from './modules/receipts/receipts.service.js';
import { settleSubscriptionPayment } from './modules/subscriptions/subscription-payments.service.js';
import { moveGuestEncouragements, postGiftEncouragement } from './modules/timeline/encouragements.service.js';
import { moveGuestFollows } from './modules/users/accounts.service.js';

/**
 * Who reacts to which domain event (events/domain-events.ts), in one place. Durable listeners run after the
 * change commits, at least once, so each is idempotent (its comment says how); docs/architecture.md
 * "Domain events" has the whole table, with the events nobody listens to yet.
 */
export const listeners: Listener<AppContext>[] = [
  // A gift: its encouragement on the timeline, the dedicatee's email, a tax-exempt gift's receipt.
  on('gift.recorded', 'timeline.post-gift-encouragement', postGiftEncouragement),
  on('gift.recorded', 'gifts.mail-dedication', mailDedication),
  on('gift.recorded', 'receipts.issue-gift-receipt', issueGiftReceipt),
  // A guest folded into an existing account: what it owned moves there, module by module.
  on('guest.claimed', 'gifts.move-guest-gifts', moveGuestGifts),
  on('guest.claimed', 'users.move-guest-follows', moveGuestFollows),
  on('guest.claimed', 'timeline.move-guest-encouragements', moveGuestEncouragements),
  on('guest.claimed', 'payments.move-guest-payment-requests', moveGuestPaymentRequests),
  // A PaymentIntent settled at the processor (a webhook): the module whose purpose it is finishes its payment.
  on('payment.succeeded', 'gifts.settle-gift-payment', settleGiftPayment),
  on('payment.failed', 'gifts.settle-gift-payment-failure', settleGiftPayment),
  on('payment.succeeded', 'gift-cards.settle-purchase-payment', settlePurchasePayment),
  on('payment.failed', 'gift-cards.settle-purchase-payment-failure', settlePurchasePayment),
  on('payment.succeeded', 'subscriptions.settle-subscription-payment', settleSubscriptionPayment),
  on('payment.failed', 'subscriptions.settle-subscription-payment-failure', settleSubscriptionPayment),
  // A bought gift card: the buyer's receipt, and the recipient's email when its day has come.
  on('gift-card.purchased', 'gift-cards.mail-purchased-card', mailPurchasedCard),
  // Accounts: projects copy their owner's name; a new password ends the other sessions.
  on('user.profile-changed', 'projects.refresh-owner-fields', onProfileChanged),
  on('user.password-changed', 'auth.end-other-sessions', endOtherSessions),
];
