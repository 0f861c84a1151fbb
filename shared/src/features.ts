/**
 * Feature flags (spec §6): what an account's screens offer. Defaults per account kind, set per account by an
 * admin (GET/PATCH users/{id}/features); the AI helper is always on. Flags decide what the screens show; the
 * server's role checks still decide every call.
 */
export const FEATURE_FLAGS = ['partner_donations_table', 'dashboard', 'team_management', 'edit_role'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const FEATURE_LABELS: Record<FeatureFlag, string> = {
  partner_donations_table: 'Partner donations table',
  dashboard: 'Dashboard',
  team_management: 'Team management',
  edit_role: 'Edit role',
};

/** A partner account, or any other (a donor or a storyteller). */
export type AccountKind = 'partner' | 'member';

export const accountKindOf = (user: { is_partner: boolean }): AccountKind => (user.is_partner ? 'partner' : 'member');

/** Partners get every partner tool; other accounts have no donations table, team or roles to edit, but a dashboard. */
const DEFAULT_FEATURES: Readonly<Record<AccountKind, Readonly<Record<FeatureFlag, boolean>>>> = {
  partner: { partner_donations_table: true, dashboard: true, team_management: true, edit_role: true },
  member: { partner_donations_table: false, dashboard: true, team_management: false, edit_role: false },
};

export type FeatureOverrides = Partial<Record<FeatureFlag, boolean | null>>;

/** The flags in force: an admin's choice where there is one, the kind's default elsewhere; the AI helper always. */
export function resolveFeatures(kind: AccountKind, overrides: FeatureOverrides = {}): Record<FeatureFlag, boolean> & { ai_helper: true } {
  const flags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, overrides[flag] ?? DEFAULT_FEATURES[kind][flag]])) as Record<
    FeatureFlag,
    boolean
  >;
  return { ...flags, ai_helper: true };
}
