import type { Project } from '@storyfund/shared/contract';
import { validateModerationReason } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, requireMember, type Caller } from '../../lib/access.js';
import { assertValid, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { auditFields, recordAudit } from '../audit/audit.service.js';
import { loadProject } from './project-access.service.js';
import { changeStatus } from './project-status.js';
import { projectPage } from './projects.service.js';
import { lockProject, updateProject, type NewProject, type ProjectRow } from './projects.repository.js';

/** The columns the audit log shows for a promotion or a ban. */
const AUDITED: (keyof ProjectRow)[] = [
  'status',
  'banned_at',
  'ban_reason',
  'is_staff_pick',
  'staff_picked_at',
  'is_force_staff_pick',
  'is_featured',
  'is_special',
  'has_final_visual_update',
];

/** The promotion flags admins toggle: the URL segment and what turning it on or off writes. */
export const PROMOTIONS = {
  'staff-picks': {
    on: (at: Date) => ({ is_staff_pick: true, staff_picked_at: at }),
    // Un-picking also drops a force: a forced pick is a pick.
    off: () => ({ is_staff_pick: false, staff_picked_at: null, is_force_staff_pick: false }),
  },
  'force-staff-picks': {
    // Forcing a project that is not yet a pick makes it one.
    on: (at: Date, wasPick: boolean) => ({ is_force_staff_pick: true, ...(wasPick ? {} : { is_staff_pick: true, staff_picked_at: at }) }),
    off: () => ({ is_force_staff_pick: false }),
  },
  featured: { on: () => ({ is_featured: true }), off: () => ({ is_featured: false }) },
  special: { on: () => ({ is_special: true }), off: () => ({ is_special: false }) },
  'set-project-has-final-visual-update': { on: () => ({ has_final_visual_update: true }), off: () => ({ has_final_visual_update: false }) },
} satisfies Record<string, { on: (at: Date, wasPick: boolean) => Partial<NewProject>; off: () => Partial<NewProject> }>;

export type Promotion = keyof typeof PROMOTIONS;

/**
 * Admins alone turn a promotion on or off. Turning on what is already on keeps the original pick date.
 * The change and its audit-log entry commit together.
 */
export async function setPromotion(
  ctx: AppContext,
  caller: Caller,
  id: number,
  promotion: Promotion,
  on: boolean,
  body?: { reason?: string | undefined } | null,
): Promise<Project> {
  const actor = requireAdmin(caller);
  await loadProject(ctx.db, id, actor);
  const rule = PROMOTIONS[promotion];
  await ctx.db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    if (!project) throw new NotFoundError('Project not found');
    const already = promotion === 'staff-picks' && on && project.is_staff_pick;
    const now = ctx.clock.now();
    const after = already ? project : await updateProject(tx, id, on ? rule.on(now, project.is_staff_pick) : rule.off());
    await recordAudit(tx, actor, now, {
      action: `project.${promotion}.${on ? 'on' : 'off'}`,
      target_type: 'project',
      target_id: id,
      reason: body?.reason,
      before: auditFields(project, AUDITED),
      after: auditFields(after!, AUDITED),
    });
  });
  return projectPage(ctx.db, actor, id);
}

/** POST /projects/{id}/ban (admins, with a reason): the project vanishes for everyone else. DELETE lifts the ban. */
export async function banProject(
  ctx: AppContext,
  caller: Caller,
  id: number,
  banned: boolean,
  body?: { reason?: string | undefined } | null,
): Promise<Project> {
  const actor = requireAdmin(caller);
  await loadProject(ctx.db, id, actor);
  const reason = body?.reason?.trim() || null;
  if (banned) assertValid({ reason: validateModerationReason(reason) });
  await ctx.db.transaction(async (tx) => {
    const before = await lockProject(tx, id);
    if (!before) throw new NotFoundError('Project not found');
    const now = ctx.clock.now();
    await changeStatus(tx, id, banned ? 'banned' : 'unbanned', now);
    const after = await updateProject(tx, id, { ban_reason: banned ? reason : null });
    await recordAudit(tx, actor, now, {
      action: `project.ban.${banned ? 'on' : 'off'}`,
      target_type: 'project',
      target_id: id,
      reason,
      before: auditFields(before, AUDITED),
      after: auditFields(after!, AUDITED),
    });
  });
  return projectPage(ctx.db, actor, id);
}

/**
 * The reserve is the pool special large gifts are matched from (project-for-special-large-amount-gift).
 * The owner (opting out) or an admin removes a project from it; only admins put one in (PATCH in_reserve).
 */
export async function removeFromReserve(ctx: AppContext, caller: Caller, id: number): Promise<Project> {
  const actor = requireMember(caller);
  const project = await loadProject(ctx.db, id, actor);
  if (!actor.is_admin && actor.id !== project.owner_id) throw new ForbiddenError('Only the owner or an administrator can do this.');
  await updateProject(ctx.db, id, { in_reserve: false });
  return projectPage(ctx.db, actor, id);
}
