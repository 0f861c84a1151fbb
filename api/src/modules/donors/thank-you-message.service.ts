import type { ThankYouMessage, ThankYouMessageBody } from '@storyfund/shared/contract';
import { isPremiumPartner } from '@storyfund/shared/constants';
import { THANK_YOU_PREMIUM_MESSAGE, validateMessage } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/access.js';
import { ForbiddenError, ValidationError } from '../../lib/errors.js';
import { requirePartnerAccount } from './donors.service.js';
import * as repo from './donors.repository.js';
import * as messages from './thank-you-messages.repository.js';

/**
 * A premium partner's own thank-you text (docs/api-donors.md "Thank-you message"): set by the account and its
 * admins while premium, used by the gift's thank-you mail only while the account is premium
 * (`isPremiumPartner`, the one rule); kept but unused once premium ends.
 */
async function view(ctx: AppContext, partnerId: number, premium: boolean): Promise<ThankYouMessage> {
  const row = await messages.findMessage(ctx.db, partnerId);
  return { message: row?.message ?? null, in_use: premium && row !== undefined, updated_at: row?.updated_at.toISOString() ?? null };
}

/** GET users/{id}/thank-you-message: what is stored, and whether the mail uses it now. */
export async function getThankYouMessage(ctx: AppContext, caller: Caller, partnerId: number): Promise<ThankYouMessage> {
  const { partner } = await requirePartnerAccount(ctx, caller, partnerId);
  return view(ctx, partnerId, isPremiumPartner({ is_partner: true, is_premium: partner.is_premium }));
}

/** PUT users/{id}/thank-you-message: premium only (403 with the reason); 422 on `message`; blank removes it. */
export async function setThankYouMessage(
  ctx: AppContext,
  caller: Caller,
  partnerId: number,
  body: ThankYouMessageBody,
): Promise<ThankYouMessage> {
  const { partner } = await requirePartnerAccount(ctx, caller, partnerId);
  if (!isPremiumPartner({ is_partner: true, is_premium: partner.is_premium })) throw new ForbiddenError(THANK_YOU_PREMIUM_MESSAGE);
  const problem = validateMessage(body.message, 'thankYou');
  if (problem) throw new ValidationError({ message: [problem] });
  const text = body.message.trim();
  if (text === '') await messages.deleteMessage(ctx.db, partnerId);
  else await messages.saveMessage(ctx.db, partnerId, text, ctx.clock.now());
  return view(ctx, partnerId, true);
}

/** The words a gift's thank-you mail uses for a gift to this account: its own while it is a premium partner. */
export async function thankYouMessageInUse(ctx: AppContext, partnerId: number): Promise<string | undefined> {
  const partner = await repo.findPartner(ctx.db, partnerId);
  if (!partner?.usable || !isPremiumPartner(partner)) return undefined;
  return (await messages.findMessage(ctx.db, partnerId))?.message;
}
