import { estimateCardFeeCents } from '@storyfund/shared/constants';
import type { GiftCreated } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { Transaction } from '../../db/client.js';
import type { ProjectRow } from '../projects/project-access.service.js';
import { createAnonymousAccount } from '../auth/anonymous.service.js';
import { issueToken } from '../auth/sessions.service.js';
import {
  declinedAnswer,
  requiresActionAnswer,
  storedAnswer,
  type PaymentAnswer,
  type PaymentRequest,
  type PaymentResult,
  type RecordOutcome,
} from '../payments/payment-requests.service.js';
import { releaseReserved, reservedPart, spendReserved } from '../gift-cards/gift-card-redemption.service.js';
import type { GiftRequest } from './gift-input.js';
import { writeGift } from './gift-recording.js';
import { createdGiftView } from './gift-views.js';
import * as repo from './gifts.repository.js';

/**
 * A one-time gift as a payment request (payments/payment-requests.service.ts): what each outcome writes,
 * in the transaction that holds the request locked, and what a replay answers.
 */
export type StoredGiftRequest = GiftRequest & { project_id: number };
type GiftPaymentRequest = PaymentRequest<StoredGiftRequest>;

/** The donor of the request: its account, or a guest account made now (its token goes back once, unstored). */
async function donorOf(ctx: AppContext, tx: Transaction, request: GiftPaymentRequest) {
  if (request.owner_id) return { donorId: request.owner_id, unstored: undefined };
  const guest = request.request.guest;
  const { user, token } = await createAnonymousAccount(ctx, tx, { first_name: guest?.first_name ?? '', last_name: guest?.last_name ?? '' });
  return { donorId: user.id, unstored: { anonymous_token: token } };
}

/** What the processor took: its reported fee, else the card-fee estimate of what it charged; nothing charged, nothing taken. */
const processorFee = (result: Extract<PaymentResult, { status: 'succeeded' }>) =>
  result.intent === null ? 0 : (result.feeCents ?? estimateCardFeeCents(result.intent.amountCents));

/**
 * The outcome of a gift request to `project`: a succeeded payment (or a gift card that paid everything)
 * becomes the gift, with the card's reserved part spent on it; the 3-D Secure step makes a guest's account
 * (so it can confirm with its token); a decline gives the card's part back and keeps its 402 for replays.
 */
export function recordGiftOutcome(ctx: AppContext, project: ProjectRow): RecordOutcome<StoredGiftRequest> {
  return async (tx, request, result) => {
    if (result.status === 'declined') {
      await releaseReserved(tx, request.id);
      return declinedAnswer(result.decline);
    }
    const { donorId, unstored } = await donorOf(ctx, tx, request);
    if (result.status === 'requires_action') return { ...requiresActionAnswer(result.action), ownerId: donorId, unstored };
    const at = ctx.clock.now();
    const gift = request.request;
    const card = gift.gift_card_code ? await reservedPart(tx, request.id, at) : null;
    const written = await writeGift(ctx, tx, {
      giftCard: card && { id: card.cardId, cents: card.cents },
      project,
      donorId,
      amountCents: gift.amount_cents,
      tipCents: gift.tip_cents,
      anonymous: gift.anonymous,
      monthly: false,
      paymentIntentRecordId: result.intent?.recordId ?? null,
      processorFeeCents: processorFee(result),
      encouragement: gift.encouragement,
      dedicateeName: gift.dedicatee_name,
      dedicateeEmail: gift.dedicatee_email,
      dedicationSendAt: gift.dedication_send_at ? new Date(gift.dedication_send_at) : null,
      donorEmail: gift.guest?.email ?? null,
      at,
    });
    const cardUse = card && (await spendReserved(tx, card, { id: written.id, donorId, chargedCard: result.intent !== null, at }));
    const body: GiftCreated = { status: 'gift-created', gift: createdGiftView(written), ...(cardUse ? { gift_card: cardUse } : {}) };
    return { statusCode: 201, body, ownerId: donorId, unstored };
  };
}

/**
 * The stored answer of a gift request. A guest's request sent again gets a fresh token for its guest account
 * (tokens are stored only hashed), unless that account has since been claimed.
 */
export async function replayGift(ctx: AppContext, request: GiftPaymentRequest, duplicate: boolean): Promise<PaymentAnswer> {
  const answer = storedAnswer(request);
  const owner = request.owner_id;
  if (!duplicate || request.scope !== 'guest' || request.state === 'declined' || !owner || !(await repo.isOpenGuest(ctx.db, owner)))
    return answer;
  const token = await issueToken(ctx.db, ctx.clock, owner, 'anonymous');
  return { ...answer, body: { ...answer.body, anonymous_token: token } };
}
