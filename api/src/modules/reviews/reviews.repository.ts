import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, queryRowsPrepared, type Executor } from '../../db/client.js';
import { gifts, reviewRequestOptouts, reviews, users } from '../../db/schema/index.js';

/** Partner reviews (migration 0022): one per author and partner, under a unique key. */

const columns = {
  id: reviews.id,
  partner_id: reviews.partner_id,
  author_id: reviews.author_id,
  rating: reviews.rating,
  review: reviews.review,
  answer: reviews.answer,
  answered_at: reviews.answered_at,
  created_at: reviews.created_at,
  updated_at: reviews.updated_at,
  author_first_name: users.first_name,
  author_last_name: users.last_name,
  author_organization_name: users.organization_name,
  author_show_organization_name: users.show_organization_name,
  author_photo_url: users.photo_url,
};

/** A partner's reviews newest first (reviews_partner_idx), at most `limit`. Banned authors' reviews stay out. */
export async function listReviews(db: Executor, partnerId: number, limit: number) {
  return db
    .select(columns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.author_id))
    .where(and(eq(reviews.partner_id, partnerId), sql`${users.banned_at} IS NULL`))
    .orderBy(desc(reviews.created_at), desc(reviews.id))
    .limit(limit);
}

export type ReviewRow = Awaited<ReturnType<typeof listReviews>>[number];

export async function findReview(db: Executor, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select(columns).from(reviews).innerJoin(users, eq(users.id, reviews.author_id)).where(eq(reviews.id, id));
  return row;
}

export async function findReviewBy(db: Executor, partnerId: number, authorId: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.partner_id, partnerId), eq(reviews.author_id, authorId)));
  return row;
}

/**
 * A review whose author is not banned. Ratings read only reviews_partner_idx (it carries rating and author_id) and
 * look the author up among the banned accounts (users_banned_idx, migration 0025), not in every author's row.
 */
const notByBannedAuthor = sql`NOT EXISTS (SELECT 1 FROM users u WHERE u.id = r.author_id AND u.banned_at IS NOT NULL)`;

/** How many reviews a partner has and their average (two decimals), over all of them (not only the 399 shown). */
export async function ratingSummary(db: Executor, partnerId: number): Promise<{ count: number; average: number | null }> {
  const [row] = await queryRows<{ count: number; average: string | number | null }>(
    db,
    sql`SELECT count(*)::int AS count, round(avg(r.rating), 2) AS average
        FROM reviews r
        WHERE r.partner_id = ${partnerId} AND ${notByBannedAuthor}`,
  );
  return { count: row?.count ?? 0, average: row?.average === null || row?.average === undefined ? null : Number(row.average) };
}

/** Inserts the review unless this author already reviewed this partner: then answers undefined (a double submit too). */
export async function insertReview(
  db: Executor,
  values: { partner_id: number; author_id: number; rating: number; review: string; at: Date },
): Promise<number | undefined> {
  const [row] = await db
    .insert(reviews)
    .values({
      partner_id: values.partner_id,
      author_id: values.author_id,
      rating: values.rating,
      review: values.review,
      created_at: values.at,
      updated_at: values.at,
    })
    .onConflictDoNothing({ target: [reviews.partner_id, reviews.author_id] })
    .returning({ id: reviews.id });
  return row?.id;
}

export async function updateReview(db: Executor, id: number, patch: { rating?: number; review?: string }, at: Date): Promise<void> {
  await db
    .update(reviews)
    .set({ ...patch, updated_at: at })
    .where(eq(reviews.id, id));
}

export async function setAnswer(db: Executor, id: number, answer: string, at: Date): Promise<void> {
  await db.update(reviews).set({ answer, answered_at: at }).where(eq(reviews.id, id));
}

export async function deleteReview(db: Executor, id: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}

/** Whether the donor has a succeeded gift to any project of this partner (gifts' recipient is the project's owner). */
export async function gaveTo(db: Executor, donorId: number, partnerId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(gifts)
    .where(and(eq(gifts.donor_id, donorId), eq(gifts.recipient_id, partnerId), eq(gifts.status, 'succeeded')))
    .limit(1);
  return rows.length > 0;
}

/** The donors to ask for a review once this project is funded: a succeeded gift, a full account, not banned. */
export async function donorsToAsk(db: Executor, projectId: number) {
  return queryRows<{ id: number; email: string; first_name: string; opted_out: boolean; unsubscribed: boolean }>(
    db,
    sql`SELECT u.id, u.email, u.first_name,
               EXISTS (SELECT 1 FROM review_request_optouts o WHERE o.user_id = u.id) AS opted_out,
               u.unsubscribed
        FROM users u
        WHERE u.id IN (SELECT DISTINCT donor_id FROM gifts WHERE project_id = ${projectId} AND status = 'succeeded')
          AND NOT u.is_anonymous AND u.banned_at IS NULL AND u.merged_into_id IS NULL AND u.email IS NOT NULL`,
  );
}

export async function isOptedOut(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.select().from(reviewRequestOptouts).where(eq(reviewRequestOptouts.user_id, userId));
  return rows.length > 0;
}

export async function setOptOut(db: Executor, userId: number, optedOut: boolean, at: Date): Promise<void> {
  if (optedOut) {
    await db.insert(reviewRequestOptouts).values({ user_id: userId, created_at: at }).onConflictDoNothing();
  } else {
    await db.delete(reviewRequestOptouts).where(eq(reviewRequestOptouts.user_id, userId));
  }
}

/** The rating of several partners at once (directory cards): count and average per partner. */
export async function ratingsOf(db: Executor, partnerIds: number[]): Promise<Map<number, { count: number; average: number }>> {
  if (partnerIds.length === 0) return new Map();
  // One array parameter, so the text is fixed and prepared (a directory page's ratings, on every miss; #14).
  const rows = await queryRowsPrepared<{ partner_id: number | string; count: number; average: string | number }>(
    db,
    sql`SELECT r.partner_id, count(*)::int AS count, round(avg(r.rating), 2) AS average
        FROM reviews r
        WHERE r.partner_id = ANY(${`{${partnerIds.join(',')}}`}::int8[]) AND ${notByBannedAuthor}
        GROUP BY r.partner_id`,
  );
  return new Map(rows.map((r) => [Number(r.partner_id), { count: r.count, average: Number(r.average) }]));
}
