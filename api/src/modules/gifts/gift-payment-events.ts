import type { AppContext } from '../../app-context.js';
import { NotFoundError } from '../../lib/errors.js';
import { loadProject } from '../projects/project-access.service.js';
import { declineErrorCode } from '../payments/payment-gateway.js';
import { onPaymentFailed, onPaymentSucceeded, type PaymentOutcome } from '../payments/payment-events.js';
import { recordDecline, recordGift } from './gift-recording.js';
import * as keys from './idempotency.repository.js';

/**
 * Webhooks for gift payments (metadata.purpose 'gift'). A gift that needed 3-D Secure is finished here
 * when the processor says its intent succeeded or failed, even if the browser never calls confirm. Only
 * a request still in requires_action is touched; recordGift and recordDecline lock its key first, so a
 * confirm call running at the same time, or a second delivery, finds the first one's answer.
 */
async function settleGiftPayment(ctx: AppContext, outcome: PaymentOutcome): Promise<void> {
  const key = await keys.findKeyByIntent(ctx.db, outcome.intent.id);
  if (!key || key.state !== 'requires_action') return;
  if (outcome.result.status === 'declined') {
    const { decline } = outcome.result;
    await recordDecline(ctx, key.id, outcome.intent.id, { message: decline.message, error: declineErrorCode(decline) });
    return;
  }
  let project;
  try {
    project = await loadProject(ctx.db, key.project_id);
  } catch (err) {
    if (err instanceof NotFoundError) return; // banned since: as the confirm call, no gift (refunds are handled apart)
    throw err;
  }
  await recordGift(ctx, key.id, project, { intentRecordId: outcome.intent.id, processorFeeCents: outcome.result.feeCents });
}

/** Called by the gifts routes plugin: the gifts module's handlers in the payments module's registry. */
export function registerGiftPaymentHandlers(): void {
  onPaymentSucceeded('gift', settleGiftPayment);
  onPaymentFailed('gift', settleGiftPayment);
}
