import type { ExportUsersQuery } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, type Caller } from '../../lib/access.js';
import { csvFilename, keysetBatches, type CsvExport } from '../../lib/csv.js';
import { normalizeEmail } from './accounts.service.js';
import * as repo from './users.repository.js';

/** GET /users/export (admins): the users list's filters, every matching account as CSV, by id, streamed in batches. */
export function exportUsers(ctx: AppContext, caller: Caller, query: ExportUsersQuery): CsvExport<repo.UserRow> {
  requireAdmin(caller);
  const filter = { q: query.q?.trim() || undefined, email: query.email ? normalizeEmail(query.email) : undefined };
  return {
    filename: csvFilename('users'),
    columns: [
      { header: 'id', value: (u) => u.id },
      { header: 'first_name', value: (u) => u.first_name },
      { header: 'last_name', value: (u) => u.last_name },
      { header: 'email', value: (u) => u.email },
      { header: 'organization', value: (u) => u.organization_name },
      { header: 'country', value: (u) => u.country_code },
      { header: 'partner', value: (u) => u.is_partner },
      { header: 'admin', value: (u) => u.is_admin },
      { header: 'sales', value: (u) => u.is_sales },
      { header: 'given_cents', value: (u) => u.amount_given_cents },
      { header: 'created_utc', value: (u) => u.created_at },
      { header: 'last_login_utc', value: (u) => u.last_logged_at },
      { header: 'banned_utc', value: (u) => u.banned_at },
    ],
    batches: keysetBatches(
      (after: number | undefined, limit) => repo.usersAfter(ctx.db, filter, after, limit),
      (row) => row.id,
    ),
  };
}
