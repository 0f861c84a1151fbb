import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ReportStatus } from '@storyfund/shared/constants';
import type { Executor } from '../../db/client.js';
import { abuseReports, reviews } from '../../db/schema/index.js';

export type AbuseReportRow = typeof abuseReports.$inferSelect;

export async function insertReport(db: Executor, values: typeof abuseReports.$inferInsert): Promise<AbuseReportRow> {
  const [row] = await db.insert(abuseReports).values(values).returning();
  return row!;
}

export async function listReports(db: Executor, opts: { status?: ReportStatus | undefined; limit: number; offset: number }) {
  const conditions: SQL[] = [];
  if (opts.status) conditions.push(eq(abuseReports.status, opts.status));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({ report: abuseReports, review_partner_id: reviews.partner_id })
      .from(abuseReports)
      .leftJoin(reviews, eq(reviews.id, abuseReports.review_id))
      .where(where)
      .orderBy(desc(abuseReports.created_at), desc(abuseReports.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(abuseReports)
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.report, review_partner_id: r.review_partner_id })), total: count?.total ?? 0 };
}
