import { auditScore, SCORE_POST_DAYS, SCORE_UPDATE_DAYS, socialScore, type PartnerScoreInputs } from '@storyfund/shared/constants';
import type {
  OwnerCheckup,
  PartnerScore,
  PartnerScoreDetail,
  PartnerScoreList,
  PartnerScoreQuery,
  PartnerScoreRow,
} from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, type Caller } from '../../lib/access.js';
import { csvFilename, type CsvExport } from '../../lib/csv.js';
import { NotFoundError } from '../../lib/errors.js';
import { ownerCheckupCountsOf } from '../owner-checkup/owner-checkup.service.js';
import { ratingsOf } from '../reviews/reviews.service.js';
import * as repo from './partner-scores.repository.js';

/** Partners' audit and social scores (docs/api-partner-scores.md): admins only; the rules are shared/constants/partner-scores.ts. */

const DAY_MS = 86_400_000;

/** Each partner's score inputs, with its owner-checkup counts, in the order of `ids`. */
async function inputsOf(ctx: AppContext, ids: number[]): Promise<{ counts: OwnerCheckup; inputs: PartnerScoreInputs }[]> {
  const now = ctx.clock.now().getTime();
  const [counts, ratings, figures] = await Promise.all([
    ownerCheckupCountsOf(ctx, ids),
    ratingsOf(ctx, ids),
    repo.scoreFigures(ctx.db, ids, new Date(now - SCORE_UPDATE_DAYS * DAY_MS), new Date(now - SCORE_POST_DAYS * DAY_MS)),
  ]);
  return counts.map((c) => {
    const rating = ratings.get(c.user_id);
    const extra = figures.get(c.user_id) ?? { active_projects_up_to_date: 0, recent_posts: 0 };
    return {
      counts: c,
      inputs: { ...c, ...extra, reviews: rating?.count ?? 0, rating: rating?.average ?? null },
    };
  });
}

/** One partner (not banned) with its score inputs, or 404. */
async function scoredPartner(ctx: AppContext, userId: number) {
  const [partner] = await repo.partners(ctx.db, { id: userId });
  const [one] = partner ? await inputsOf(ctx, [userId]) : [];
  if (!partner || !one) throw new NotFoundError('Partner not found');
  return { partner, ...one };
}

/** GET /users/{id}/audit-score and /users/{id}/social-score (admins): 404 for an account that is not a partner. */
export async function getPartnerScore(ctx: AppContext, caller: Caller, userId: number, kind: 'audit' | 'social'): Promise<PartnerScore> {
  requireAdmin(caller);
  const { inputs, counts } = await scoredPartner(ctx, userId);
  const { score, parts } = kind === 'audit' ? auditScore(inputs) : socialScore(inputs);
  return { user_id: userId, kind, score, parts, counts };
}

/** GET /partner-scores/{id} (admins): both scores and the counts, for the /audit detail view. */
export async function getPartnerScoreDetail(ctx: AppContext, caller: Caller, userId: number): Promise<PartnerScoreDetail> {
  requireAdmin(caller);
  const { partner, inputs, counts } = await scoredPartner(ctx, userId);
  return { id: partner.id, name: partner.name, email: partner.email, audit: auditScore(inputs), social: socialScore(inputs), counts };
}

/**
 * Every partner (matching `q`) with both scores, sorted. The scores are computed from their counts on each call,
 * so the sort and the page are cut here, after scoring (decisions.md "Partner scores").
 */
async function scoredPartners(ctx: AppContext, query: Pick<PartnerScoreQuery, 'q' | 'sort' | 'order'>): Promise<PartnerScoreRow[]> {
  const q = query.q?.trim();
  const partners = await repo.partners(ctx.db, q ? { q } : {});
  const scored = await inputsOf(
    ctx,
    partners.map((p) => p.id),
  );
  const byId = new Map(scored.map((s) => [s.counts.user_id, s]));
  const rows = partners.flatMap((p): PartnerScoreRow[] => {
    const s = byId.get(p.id);
    if (!s) return [];
    return [
      {
        id: p.id,
        name: p.name,
        email: p.email,
        audit_score: auditScore(s.inputs).score,
        social_score: socialScore(s.inputs).score,
        active_projects: s.counts.active_projects,
        followers: s.counts.followers,
        rating: s.inputs.rating,
      },
    ];
  });
  const sort = query.sort ?? 'audit_score';
  const direction = (query.order ?? (query.sort ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  const value = (r: PartnerScoreRow) => (sort === 'name' ? r.name.toLowerCase() : (r[sort] ?? -1));
  return rows.sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    return (x < y ? -1 : x > y ? 1 : a.id - b.id) * direction;
  });
}

/** GET /partner-scores (admins): a page of partners with both scores. */
export async function listPartnerScores(ctx: AppContext, caller: Caller, query: PartnerScoreQuery): Promise<PartnerScoreList> {
  requireAdmin(caller);
  const rows = await scoredPartners(ctx, query);
  return { data: rows.slice(query.offset, query.offset + query.limit), total: rows.length };
}

/** GET /partner-scores/export (admins): the same rows, in the same order, as CSV. */
export async function exportPartnerScores(ctx: AppContext, caller: Caller, query: PartnerScoreQuery): Promise<CsvExport<PartnerScoreRow>> {
  requireAdmin(caller);
  const rows = await scoredPartners(ctx, query);
  return {
    filename: csvFilename(`partner-scores-${ctx.clock.now().toISOString().slice(0, 10)}`),
    columns: [
      { header: 'partner_id', value: (r) => r.id },
      { header: 'name', value: (r) => r.name },
      { header: 'email', value: (r) => r.email },
      { header: 'audit_score', value: (r) => r.audit_score },
      { header: 'social_score', value: (r) => r.social_score },
      { header: 'active_projects', value: (r) => r.active_projects },
      { header: 'followers', value: (r) => r.followers },
      { header: 'rating', value: (r) => r.rating },
    ],
    batches: (async function* () {
      for (let i = 0; i < rows.length; i += 1000) yield rows.slice(i, i + 1000);
    })(),
  };
}
