/** Partners' audit and social scores (issue #11, docs/api-partner-scores.md): admins only. */
import { PARTNER_SCORE_PART_KEYS, PARTNER_SCORE_SORTS } from '../constants/index.js';
import { Id, ListOf, Nullable, PageFields, Query, StringEnum, Text, Type, type Static } from './common.js';
import { OwnerCheckup } from './profiles.js';

const Score = Type.Integer({ minimum: 0, maximum: 100 });

/** One part of a score: its points out of its maximum, and what they were given for. */
const ScorePart = Type.Object({
  key: StringEnum(PARTNER_SCORE_PART_KEYS),
  points: Type.Integer({ minimum: 0 }),
  max: Type.Integer({ minimum: 1 }),
  detail: Type.String(),
});

/** GET /users/{id}/audit-score and /users/{id}/social-score: the score, its parts, and the owner-checkup counts. */
export const PartnerScore = Type.Object({
  user_id: Id,
  kind: StringEnum(['audit', 'social'] as const),
  score: Score,
  parts: Type.Array(ScorePart),
  counts: OwnerCheckup,
});
export type PartnerScore = Static<typeof PartnerScore>;

const ScoreWithParts = Type.Object({ score: Score, parts: Type.Array(ScorePart) });

/** GET /partner-scores/{id}: both scores with their parts, and the owner-checkup counts (the /audit detail view). */
export const PartnerScoreDetail = Type.Object({
  id: Id,
  name: Type.String(),
  email: Nullable(Type.String()),
  audit: ScoreWithParts,
  social: ScoreWithParts,
  counts: OwnerCheckup,
});
export type PartnerScoreDetail = Static<typeof PartnerScoreDetail>;

/** A row of GET /partner-scores: a partner with both scores. */
export const PartnerScoreRow = Type.Object({
  id: Id,
  name: Type.String(),
  email: Nullable(Type.String()),
  audit_score: Score,
  social_score: Score,
  active_projects: Type.Integer({ minimum: 0 }),
  followers: Type.Integer({ minimum: 0 }),
  rating: Nullable(Type.Number()),
});
export type PartnerScoreRow = Static<typeof PartnerScoreRow>;

export const PartnerScoreList = ListOf(PartnerScoreRow);
export type PartnerScoreList = Static<typeof PartnerScoreList>;

/** GET /partner-scores: every partner not banned, sorted and paged on the server; `q` searches name and email. */
export const PartnerScoreQuery = Query({
  ...PageFields(25, 500),
  sort: Type.Optional(StringEnum(PARTNER_SCORE_SORTS)),
  order: Type.Optional(StringEnum(['asc', 'desc'] as const)),
  q: Type.Optional(Text(200)),
});
export type PartnerScoreQuery = Static<typeof PartnerScoreQuery>;
