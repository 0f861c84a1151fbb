import type { AdminGiftDetail, ConvertGiftBody, ConvertTargetList } from '@storyfund/shared/contract';
import { giftConversionRefusal, validateModerationReason } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { requireAdmin, type Caller } from '../../lib/access.js';
import { AppError, assertValid, NotFoundError, ValidationError } from '../../lib/errors.js';
import { auditFields, recordAudit } from '../audit/audit.service.js';
import { moveGiftBetweenProjects } from '../projects/project-funding.service.js';
import { giftDetail } from './gift-admin.service.js';
import * as admin from './gift-admin.repository.js';
import * as repo from './gift-convert.repository.js';

/**
 * Converting a gift (docs/backoffice.md "Converting a gift"): an admin moves a succeeded one-time gift to
 * another live project of the same recipient, through the ledger. Undo is a conversion back.
 */

const refused = (error: string, message: string) => new AppError(409, message, { error });

/** Why the gift as it stands cannot move at all (409, the shared rule), or nothing. */
function standingProblem(gift: admin.LockedGift): AppError | undefined {
  const refusal = giftConversionRefusal(gift);
  return refusal && refused(refusal.error, refusal.message);
}

/** GET /gifts/{id}/convert-targets (admins): the projects the gift may move to (none when it cannot move). */
export async function convertTargets(ctx: AppContext, caller: Caller, id: number): Promise<ConvertTargetList> {
  requireAdmin(caller);
  const gift = await admin.lockGift(ctx.db, id, false);
  if (!gift) throw new NotFoundError('Gift not found');
  if (standingProblem(gift)) return { data: [] };
  return { data: await repo.convertTargets(ctx.db, gift) };
}

/** The chosen project as a target: the recipient's live project other than the gift's own, or a field error. */
async function assertTarget(tx: Executor, gift: admin.LockedGift, projectId: number): Promise<void> {
  const [target] = await repo.convertTargets(tx, gift, projectId);
  if (target) return;
  const standing = await repo.targetStanding(tx, projectId);
  const message =
    projectId === gift.project_id
      ? 'The gift is already in this project.'
      : !standing
        ? 'There is no such project.'
        : standing.owner_id !== gift.recipient_id
          ? "Choose a project of the gift's recipient: a gift for someone else is a refund and a new gift."
          : 'This project is closed or banned and takes no gifts.';
  throw new ValidationError({ project_id: [message] });
}

const AUDITED = ['project_id', 'project_title', 'amount_cents', 'platform_fee_cents', 'stripe_fee_cents'] as const;

/**
 * POST /gifts/{id}/convert (admins) `{project_id, from_project_id, reason}`: one transaction, under the gift's
 * row lock, so of two conversions (or a conversion and a refund) of one gift the second sees the first's end:
 * 1. the gift must be succeeded, one-time, not being refunded, and still in `from_project_id` (the project
 *    the admin saw; else 409 `gift_changed`); the same call again after it succeeded answers 200 unchanged;
 * 2. journal gift_convert:{id}:{n} moves the amount and the fees between the projects' accounts;
 * 3. the old project loses the gift (stamps that no longer hold are cleared), the new one gains it (stamped
 *    and announced when it crosses half the goal or the goal); the donor's and recipient's totals stand;
 * 4. the gift's project changes (the stats rollup follows by trigger), the conversion joins its history, the
 *    audit log records it, and `gift.converted` is emitted.
 */
export async function convertGift(
  ctx: AppContext,
  caller: Caller,
  id: number,
  body: ConvertGiftBody | null | undefined,
): Promise<AdminGiftDetail> {
  const actor = requireAdmin(caller);
  const reason = body?.reason?.trim() ?? '';
  const toProjectId = body?.project_id;
  const fromProjectId = body?.from_project_id;
  assertValid({
    project_id: toProjectId === undefined ? 'Choose the project the gift moves to.' : undefined,
    from_project_id: fromProjectId === undefined ? 'Say which project the gift is in now.' : undefined,
    reason: validateModerationReason(reason),
  });
  const now = ctx.clock.now();
  await ctx.transaction(async (tx) => {
    const gift = await admin.lockGift(tx, id);
    if (!gift) throw new NotFoundError('Gift not found');
    const problem = standingProblem(gift);
    if (problem) throw problem;
    if (await repo.refundUnderWay(tx, id, now)) throw refused('refund_in_progress', 'A refund of this gift is under way.');
    const last = await repo.lastConversion(tx, id);
    if (gift.project_id !== fromProjectId) {
      const made = gift.project_id === toProjectId && last?.from_project_id === fromProjectId && last?.to_project_id === toProjectId;
      if (made) return; // this very conversion, made already: answered as it stands
      throw refused('gift_changed', 'The gift has moved since you opened it. Reload it and try again.');
    }
    await assertTarget(tx, gift, toProjectId!);

    const before = (await admin.findGift(tx, id))!;
    const conversion: repo.Conversion = {
      giftId: id,
      seq: (last?.seq ?? 0) + 1,
      fromProjectId: gift.project_id,
      toProjectId: toProjectId!,
      amountCents: gift.amount_cents,
      feesCents: gift.fees_cents,
      actorId: actor.id,
      reason,
      at: now,
    };
    // The gift's own rows first (its project's day rows move by trigger), then the projects, as in a gift's
    // write: a conversion and a gift to either project cannot deadlock.
    await repo.postConvertJournal(tx, conversion);
    await repo.recordConversion(tx, conversion);
    await moveGiftBetweenProjects(ctx, tx, {
      fromProjectId: gift.project_id,
      toProjectId: toProjectId!,
      amountCents: gift.amount_cents,
      at: now,
    });
    const after = (await admin.findGift(tx, id))!;
    await recordAudit(tx, actor, now, {
      action: 'gift.convert',
      target_type: 'gift',
      target_id: id,
      reason,
      before: auditFields(before, AUDITED),
      after: auditFields(after, AUDITED),
    });
    await ctx.events.emit(tx, 'gift.converted', {
      gift_id: id,
      from_project_id: gift.project_id,
      to_project_id: toProjectId!,
      donor_id: before.donor_id,
      recipient_id: gift.recipient_id,
      amount_cents: gift.amount_cents,
      reason,
      by_id: actor.id,
      at: now.toISOString(),
    });
  });
  return giftDetail(ctx, caller, id);
}
