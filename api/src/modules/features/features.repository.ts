import { sql } from 'drizzle-orm';
import type { FeatureFlag, FeatureOverrides } from '@storyfund/shared/features';
import { queryRows, type Executor } from '../../db/client.js';

export interface AccountFeaturesRow {
  is_partner: boolean;
  overrides: Record<FeatureFlag, boolean | null>;
}

/** The account's kind and the flags an admin set (nulls where none); undefined when there is no such account. */
export async function findAccountFeatures(db: Executor, userId: number, lock = false): Promise<AccountFeaturesRow | undefined> {
  const [row] = await queryRows<{ is_partner: boolean } & Record<FeatureFlag, boolean | null>>(
    db,
    sql`SELECT u.is_partner, f.partner_donations_table, f.dashboard, f.team_management, f.edit_role
        FROM users u LEFT JOIN account_features f ON f.user_id = u.id WHERE u.id = ${userId} ${lock ? sql`FOR UPDATE OF u` : sql``}`,
  );
  if (!row) return undefined;
  const { is_partner, ...overrides } = row;
  return { is_partner, overrides };
}

/** Writes the account's flags (the whole set: the service merged the change). */
export async function saveAccountFeatures(db: Executor, userId: number, flags: FeatureOverrides, by: number, at: Date): Promise<void> {
  const value = (flag: FeatureFlag) => flags[flag] ?? null;
  await queryRows(
    db,
    sql`INSERT INTO account_features (user_id, partner_donations_table, dashboard, team_management, edit_role, updated_by_id, updated_at)
        VALUES (${userId}, ${value('partner_donations_table')}, ${value('dashboard')}, ${value('team_management')}, ${value('edit_role')},
          ${by}, ${at.toISOString()}::timestamptz)
        ON CONFLICT (user_id) DO UPDATE SET partner_donations_table = EXCLUDED.partner_donations_table,
          dashboard = EXCLUDED.dashboard, team_management = EXCLUDED.team_management, edit_role = EXCLUDED.edit_role,
          updated_by_id = EXCLUDED.updated_by_id, updated_at = EXCLUDED.updated_at`,
  );
}
