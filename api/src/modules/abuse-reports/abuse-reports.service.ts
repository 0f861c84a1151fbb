import type { AbuseReport, AbuseReportBody, AbuseReportList, AbuseReportQuery } from '@storyfund/shared/contract';
import type { AbuseReason } from '@storyfund/shared/constants';
import { validateAbuseMessage, validateAbuseReason } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import { requireActor, requireAdmin, type Caller } from '../../lib/access.js';
import { assertValid, ValidationError } from '../../lib/errors.js';
import type { RateLimitRule } from '../rate-limit/rate-limit.service.js';
import { loadProject } from '../projects/project-access.service.js';
import { findVisibleEvent } from '../timeline/timeline.service.js';
import { findReportableReview } from '../reviews/reviews.service.js';
import * as repo from './abuse-reports.repository.js';

/** 10 reports an hour per account: plenty for a person, little for a script flooding the moderation queue. */
const REPORT_LIMIT: RateLimitRule = { name: 'abuse-report:user', limit: 10, windowSeconds: 60 * 60 };

function reportView(row: repo.AbuseReportRow & { review_partner_id: number | null }): AbuseReport {
  return {
    id: row.id,
    reporter_id: row.reporter_id,
    // A report names its project (the service finds an event's), or a review.
    project_id: row.project_id,
    event_id: row.event_id,
    review_id: row.review_id,
    review_partner_id: row.review_partner_id,
    reason: row.reason,
    message: row.message === '' ? null : row.message,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

/** Any logged-in user, guests included, about a project, one of its timeline events, or a partner review. */
export async function fileReport(ctx: AppContext, caller: Caller, input: AbuseReportBody): Promise<AbuseReport> {
  const actor = requireActor(caller);
  const message = input.message?.trim() ?? '';
  assertValid({ reason: validateAbuseReason(input.reason), message: validateAbuseMessage(input.reason, message) });
  if (input.review_id !== undefined) {
    if (input.project_id !== undefined || input.event_id !== undefined) {
      throw new ValidationError({ review_id: ['Report a review on its own, without a project or event'] });
    }
    const review = await findReportableReview(ctx, input.review_id);
    await ctx.rateLimiter.consume(REPORT_LIMIT, String(actor.id));
    const row = await repo.insertReport(ctx.db, {
      reporter_id: actor.id,
      review_id: review.id,
      reason: input.reason as AbuseReason, // checked above
      message,
    });
    return reportView({ ...row, review_partner_id: review.partner_id });
  }
  if (input.project_id === undefined && input.event_id === undefined) {
    throw new ValidationError({ project_id: ['Say which project or timeline event you are reporting'] });
  }
  let projectId = input.project_id;
  if (input.event_id !== undefined) {
    const event = await findVisibleEvent(ctx, input.event_id);
    if (projectId !== undefined && projectId !== event.project_id) {
      throw new ValidationError({ event_id: ['This event is not on that project'] });
    }
    projectId = event.project_id;
  }
  await loadProject(ctx.db, projectId!, actor);
  await ctx.rateLimiter.consume(REPORT_LIMIT, String(actor.id));
  const row = await repo.insertReport(ctx.db, {
    reporter_id: actor.id,
    project_id: projectId!,
    event_id: input.event_id ?? null,
    reason: input.reason as AbuseReason, // checked above
    message,
  });
  return reportView({ ...row, review_partner_id: null });
}

export async function listReports(ctx: AppContext, caller: Caller, query: AbuseReportQuery): Promise<AbuseReportList> {
  requireAdmin(caller);
  const { rows, total } = await repo.listReports(ctx.db, query);
  return { data: rows.map(reportView), total };
}
