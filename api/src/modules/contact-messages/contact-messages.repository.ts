import { sql } from 'drizzle-orm';
import type { ContactReason } from '@storyfund/shared/constants';
import { queryRows, type Executor } from '../../db/client.js';
import { asDate, asDateOrNull } from '../../db/raw-values.js';
import type { Page } from '../../lib/paging.js';

export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  reason: ContactReason;
  message: string;
  user_id: number | null;
  status: 'new' | 'answered';
  answer: string | null;
  answered_by: number | null;
  answered_at: Date | null;
  created_at: Date;
}

type RawRow = Omit<ContactMessageRow, 'created_at' | 'answered_at'> & { created_at: Date | string; answered_at: Date | string | null };
const typed = (r: RawRow): ContactMessageRow => ({ ...r, created_at: asDate(r.created_at), answered_at: asDateOrNull(r.answered_at) });

const COLUMNS = sql`id, name, email, reason, message, user_id, status, answer, answered_by, answered_at, created_at`;

export async function insertContactMessage(
  db: Executor,
  values: { name: string; email: string; reason: ContactReason; message: string; user_id: number | null; at: Date },
): Promise<ContactMessageRow> {
  const [row] = await queryRows<RawRow>(
    db,
    sql`INSERT INTO contact_messages (name, email, reason, message, user_id, created_at)
        VALUES (${values.name}, ${values.email}, ${values.reason}, ${values.message}, ${values.user_id}::bigint, ${values.at.toISOString()}::timestamptz)
        RETURNING ${COLUMNS}`,
  );
  return typed(row!);
}

export async function listContactMessages(db: Executor, opts: Page & { status?: 'new' | 'answered' | undefined }) {
  const where = opts.status ? sql`WHERE status = ${opts.status}` : sql``;
  const [rows, [count]] = await Promise.all([
    queryRows<RawRow>(
      db,
      sql`SELECT ${COLUMNS} FROM contact_messages ${where} ORDER BY created_at DESC, id DESC LIMIT ${opts.limit} OFFSET ${opts.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM contact_messages ${where}`),
  ]);
  return { rows: rows.map(typed), total: count?.n ?? 0 };
}

export async function findContactMessage(db: Executor, id: number): Promise<ContactMessageRow | undefined> {
  const [row] = await queryRows<RawRow>(db, sql`SELECT ${COLUMNS} FROM contact_messages WHERE id = ${id}`);
  return row ? typed(row) : undefined;
}

export async function answerContactMessage(
  db: Executor,
  id: number,
  answer: string,
  adminId: number,
  at: Date,
): Promise<ContactMessageRow> {
  const [row] = await queryRows<RawRow>(
    db,
    sql`UPDATE contact_messages SET status = 'answered', answer = ${answer}, answered_by = ${adminId}, answered_at = ${at.toISOString()}::timestamptz
        WHERE id = ${id}
        RETURNING ${COLUMNS}`,
  );
  return typed(row!);
}
