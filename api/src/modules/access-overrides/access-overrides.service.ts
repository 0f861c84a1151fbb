import type { AccessOverride, AccessOverrideBody, AccessOverrideList, AccessOverrideQuery } from '@storyfund/shared/contract';
import { validateAccessOverride } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, type Caller } from '../../lib/access.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { auditFields, recordAudit } from '../audit/audit.service.js';
import * as repo from './access-overrides.repository.js';

/**
 * The override table (spec §6): admin-managed rows letting a user act for an account as the account itself
 * would. The session reads them (auth's findLiveSession) and `canManageAccount` consults them, so a row takes
 * effect on the user's next call and a removal at once. Every add and removal is in the audit log.
 */
const AUDITED: readonly (keyof repo.AccessOverrideRow)[] = ['account_id', 'user_id', 'note'];

function overrideView(row: repo.AccessOverrideRow): AccessOverride {
  return { ...row, created_at: row.created_at.toISOString() };
}

export async function listAccessOverrides(ctx: AppContext, caller: Caller, query: AccessOverrideQuery): Promise<AccessOverrideList> {
  requireAdmin(caller);
  const { rows, total } = await repo.listOverrides(
    ctx.db,
    { account_id: query.account_id, user_id: query.user_id },
    { sort: query.sort ?? 'created_at', order: query.order ?? (query.sort ? 'asc' : 'desc') },
    { limit: query.limit, offset: query.offset },
  );
  return { data: rows.map(overrideView), total };
}

export async function getAccessOverride(ctx: AppContext, caller: Caller, id: number): Promise<AccessOverride> {
  requireAdmin(caller);
  const row = await repo.findOverride(ctx.db, id);
  if (!row) throw new NotFoundError('Override not found');
  return overrideView(row);
}

export async function createAccessOverride(ctx: AppContext, caller: Caller, body: AccessOverrideBody): Promise<AccessOverride> {
  const actor = requireAdmin(caller);
  const errors = validateAccessOverride(body);
  if (errors) throw new ValidationError(errors);
  const known = await repo.existingUserIds(ctx.db, [body.account_id, body.user_id]);
  const missing = {
    ...(known.includes(body.account_id) ? {} : { account_id: ['No account has this id'] }),
    ...(known.includes(body.user_id) ? {} : { user_id: ['No user has this id'] }),
  };
  if (Object.keys(missing).length > 0) throw new ValidationError(missing);
  const now = ctx.clock.now();
  const row = await ctx.transaction(async (tx) => {
    const id = await repo.insertOverride(
      tx,
      { account_id: body.account_id, user_id: body.user_id, note: body.note?.trim() || null, created_by_id: actor.id },
      now,
    );
    if (id === undefined) {
      throw new ConflictError('This user may already act for this account', { user_id: ['Already allowed on this account'] });
    }
    const created = (await repo.findOverride(tx, id))!;
    await recordAudit(tx, actor, now, {
      action: 'access-override.create',
      target_type: 'access_override',
      target_id: id,
      before: null,
      after: auditFields(created, AUDITED),
    });
    return created;
  });
  return overrideView(row);
}

export async function deleteAccessOverride(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  const actor = requireAdmin(caller);
  const now = ctx.clock.now();
  await ctx.transaction(async (tx) => {
    const row = await repo.findOverride(tx, id);
    if (!row || !(await repo.deleteOverride(tx, id))) throw new NotFoundError('Override not found');
    await recordAudit(tx, actor, now, {
      action: 'access-override.delete',
      target_type: 'access_override',
      target_id: id,
      before: auditFields(row, AUDITED),
      after: null,
    });
  });
}
