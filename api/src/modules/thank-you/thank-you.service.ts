import type { ThankYouTone } from '@storyfund/shared/constants';
import type { ThankYouBody, ThankYouDraft } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireActor, type Caller } from '../../lib/access.js';
import { NotFoundError } from '../../lib/errors.js';
import type { RateLimitRule } from '../rate-limit/rate-limit.service.js';
import { CONTENT_ROLES } from '@storyfund/shared/roles';
import { loadProject, requireProjectRole } from '../projects/project-access.service.js';
import { findGiftForThanks } from './thank-you.repository.js';
import { chatMessages, templateDraft, type GiftContext } from './thank-you-draft.js';

const THANK_YOU_DRAFTS: RateLimitRule = { name: 'thank-you:user', limit: 60, windowSeconds: 60 * 60 };
const AI_TIMEOUT_MS = 15_000;

/**
 * POST /projects/ai/thank-you: a draft thank-you note for a gift the caller's project received (the owner,
 * its content collaborators, admins). Drafted by the configured OpenAI-compatible endpoint, or by the
 * built-in template when none is configured or it fails; nothing is sent to the donor.
 */
export async function draftThankYou(ctx: AppContext, caller: Caller, input: ThankYouBody): Promise<ThankYouDraft> {
  requireActor(caller);
  const found = await findGiftForThanks(ctx.db, input.gift_id);
  if (!found || found.gift.status !== 'succeeded') throw new NotFoundError('Gift not found');
  const { gift } = found;
  const project = await loadProject(ctx.db, gift.project_id, caller.actor);
  const actor = requireProjectRole(caller, project, CONTENT_ROLES);
  await ctx.rateLimiter.consume(THANK_YOU_DRAFTS, String(actor.id));
  const context = giftContext(found, project);
  const tone = input.tone ?? 'warm';
  const hint = input.hint?.trim() || null;
  if (ctx.config.thankYouAi) {
    const drafted = await aiDraft(ctx, context, tone, hint);
    if (drafted) return { gift_id: gift.id, tone, message: drafted, source: 'ai' as const };
  }
  return { gift_id: gift.id, tone, message: templateDraft(context, tone), source: 'template' as const };
}

function giftContext(
  { gift, donor, encouragement }: NonNullable<Awaited<ReturnType<typeof findGiftForThanks>>>,
  project: Awaited<ReturnType<typeof loadProject>>,
): GiftContext {
  const named = !gift.anonymous && !donor.is_anonymous && !donor.guest_user;
  return {
    donorFirstName: named ? donor.first_name.trim() || null : null,
    amountCents: gift.amount_cents,
    monthly: gift.monthly_gift,
    projectTitle: project.title,
    ownerName: project.owner_name || 'The project team',
    dedicateeName: gift.dedicatee_name,
    encouragement: encouragement?.trim() || null,
    raisedCents: project.amount_raised_cents,
    goalCents: project.goal_amount_cents,
  };
}

/** The endpoint's draft, or null when it is down, slow or answers something unusable (the template then). */
async function aiDraft(ctx: AppContext, context: GiftContext, tone: ThankYouTone, hint: string | null): Promise<string | null> {
  const ai = ctx.config.thankYouAi!;
  try {
    const res = await ctx.fetch(`${ai.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}) },
      body: JSON.stringify({ model: ai.model, messages: chatMessages(context, tone, hint), temperature: 0.7, max_tokens: 400 }),
      signal: AbortSignal.timeout(AI_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const text = body.choices?.[0]?.message?.content;
    return typeof text === 'string' && text.trim() ? text.trim().slice(0, 4_000) : null;
  } catch {
    return null;
  }
}
