import type { Features, FeaturesPatch } from '@storyfund/shared/contract';
import { accountKindOf, FEATURE_FLAGS, resolveFeatures, type FeatureFlag } from '@storyfund/shared/features';
import { ANY_ROLE } from '@storyfund/shared/roles';
import type { AppContext } from '../../app-context.js';
import { requireAccountRole, requireAdmin, type Caller } from '../../lib/access.js';
import { NotFoundError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './features.repository.js';

function featuresView(row: repo.AccountFeaturesRow): Features {
  const kind = accountKindOf(row);
  return { ...resolveFeatures(kind, row.overrides), account_kind: kind, overrides: row.overrides };
}

/** GET users/{id}/features: the account itself, anyone on its team (or allowed by the override table), admins. */
export async function getFeatures(ctx: AppContext, caller: Caller, userId: number): Promise<Features> {
  requireAccountRole(caller, userId, ANY_ROLE);
  const row = await repo.findAccountFeatures(ctx.db, userId);
  if (!row) throw new NotFoundError('User not found');
  return featuresView(row);
}

/** PATCH users/{id}/features (admins; audited on the user): the flags sent change, null back to the default. */
export async function updateFeatures(ctx: AppContext, caller: Caller, userId: number, patch: FeaturesPatch): Promise<Features> {
  const actor = requireAdmin(caller);
  const now = ctx.clock.now();
  return ctx.transaction(async (tx) => {
    const before = await repo.findAccountFeatures(tx, userId, true);
    if (!before) throw new NotFoundError('User not found');
    const changed = FEATURE_FLAGS.filter((flag) => patch[flag] !== undefined);
    const overrides = { ...before.overrides };
    for (const flag of changed) overrides[flag] = patch[flag] ?? null;
    await repo.saveAccountFeatures(tx, userId, overrides, actor.id, now);
    const pick = (source: Record<FeatureFlag, boolean | null>) => Object.fromEntries(changed.map((flag) => [flag, source[flag]]));
    await recordAudit(tx, actor, now, {
      action: 'user.features',
      target_type: 'user',
      target_id: userId,
      before: pick(before.overrides),
      after: pick(overrides),
    });
    return featuresView({ ...before, overrides });
  });
}
