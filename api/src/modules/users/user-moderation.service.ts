import type { SessionUser } from '@storyfund/shared/contract';
import { validateModerationReason } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { requireAdmin, type Caller } from '../../lib/access.js';
import { assertValid, NotFoundError, ValidationError } from '../../lib/errors.js';
import { auditFields, recordAudit } from '../audit/audit.service.js';
import { loadSessionUser } from './account-view.service.js';
import * as repo from './users.repository.js';

type Patch = Partial<repo.NewUser>;

/**
 * The account switches of the back-office's tools (spec §1, §4): the URL segment, the columns it
 * shows in the audit log, and what turning it on or off writes. POST turns on, DELETE off (the undo).
 */
export const USER_SWITCHES = {
  ban: {
    fields: ['banned_at', 'ban_reason'],
    on: (at: Date, reason: string): Patch => ({ banned_at: at, ban_reason: reason }),
    off: (): Patch => ({ banned_at: null, ban_reason: null }),
  },
  'hidden-from-feeds': {
    fields: ['hidden_from_feeds'],
    on: (): Patch => ({ hidden_from_feeds: true }),
    off: (): Patch => ({ hidden_from_feeds: false }),
  },
  'large-partner': { fields: ['large_partner'], on: (): Patch => ({ large_partner: true }), off: (): Patch => ({ large_partner: false }) },
  sponsor: { fields: ['is_sponsor'], on: (): Patch => ({ is_sponsor: true }), off: (): Patch => ({ is_sponsor: false }) },
  admin: { fields: ['is_admin'], on: (): Patch => ({ is_admin: true }), off: (): Patch => ({ is_admin: false }) },
  sales: { fields: ['is_sales'], on: (): Patch => ({ is_sales: true }), off: (): Patch => ({ is_sales: false }) },
  'white-label': {
    fields: ['is_white_labeled_partner'],
    on: (): Patch => ({ is_white_labeled_partner: true }),
    off: (): Patch => ({ is_white_labeled_partner: false }),
  },
  // POST make-premium / remove-premium (spec §7): what the premium plans also set (docs/api-premium.md).
  premium: {
    fields: ['is_premium', 'premium_mode'],
    on: (): Patch => ({ is_premium: true, premium_mode: true }),
    off: (): Patch => ({ is_premium: false, premium_mode: false }),
  },
  // Granting answers a partner's pending claim (tax_exempt_requested_at), which it clears.
  'tax-exempt': {
    fields: ['tax_exempt_teller', 'tax_exempt_requested_at'],
    on: (): Patch => ({ tax_exempt_teller: true, tax_exempt_requested_at: null }),
    off: (): Patch => ({ tax_exempt_teller: false }),
  },
} satisfies Record<string, { fields: readonly (keyof repo.UserRow)[]; on: (at: Date, reason: string) => Patch; off: () => Patch }>;

export type UserSwitch = keyof typeof USER_SWITCHES;

/** The switches a project copies from its owner (project-owner.service.ts `ownerFields`). */
const OWNER_FIELD_SWITCHES = new Set<UserSwitch>(['tax-exempt', 'ban', 'hidden-from-feeds']);

/** Why a switch cannot be thrown on this account, as field errors, or undefined. */
function refusal(name: UserSwitch, on: boolean, user: repo.UserRow, actorId: number): Record<string, string[]> | undefined {
  if (user.id === actorId && (name === 'ban' || name === 'admin') && on === (name === 'ban')) {
    return { user_id: [name === 'ban' ? 'You cannot ban yourself' : 'You cannot remove your own admin status'] };
  }
  const partnerOnly = name === 'large-partner' || name === 'white-label' || name === 'tax-exempt' || name === 'premium';
  if (on && partnerOnly && !user.is_partner) return { user_id: ['Only a partner account can have this status'] };
  return undefined;
}

/**
 * POST (on) or DELETE (off) /users/{id}/{switch} (admins). The change and its audit entry commit together;
 * the next request sees it (a banned account's tokens are refused from then on, authorization.md).
 */
export async function setUserSwitch(
  ctx: AppContext,
  caller: Caller,
  id: number,
  name: UserSwitch,
  on: boolean,
  body: { reason?: string | undefined } | null | undefined,
): Promise<SessionUser> {
  const actor = requireAdmin(caller);
  const reason = body?.reason?.trim() || null;
  if (name === 'ban' && on) assertValid({ reason: validateModerationReason(reason) });
  const rule = USER_SWITCHES[name];
  const updated = await ctx.transaction(async (tx) => {
    const before = await repo.lockUser(tx, id);
    if (!before || before.is_anonymous || before.merged_into_id !== null) throw new NotFoundError('User not found');
    const refused = refusal(name, on, before, actor.id);
    if (refused) throw new ValidationError(refused);
    const now = ctx.clock.now();
    const after = await repo.updateUser(tx, id, on ? rule.on(now, reason ?? '') : rule.off());
    await recordAudit(tx, actor, now, {
      action: `user.${name}.${on ? 'on' : 'off'}`,
      target_type: 'user',
      target_id: id,
      reason,
      before: auditFields(before, rule.fields),
      after: auditFields(after!, rule.fields),
    });
    // Projects copy their owner's tax-exempt status and whether the owner may be listed (a ban or hiding from feeds
    // takes their projects out of every listing and feed across owners): projects.refresh-owner-fields.
    if (OWNER_FIELD_SWITCHES.has(name)) await ctx.events.emit(tx, 'user.profile-changed', { user_id: id });
    return after!;
  });
  return loadSessionUser(ctx.db, updated);
}

/**
 * A premium plan began or ended (premium-subscription): the account's is_premium and premium_mode follow it,
 * in the plan's own transaction. Not audited: the plan's rows are the record.
 */
export async function setPremiumStatus(tx: Executor, userId: number, on: boolean): Promise<void> {
  await repo.updateUser(tx, userId, on ? USER_SWITCHES.premium.on() : USER_SWITCHES.premium.off());
}
