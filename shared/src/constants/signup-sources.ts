/**
 * Where a sign-up came from (the /grow report, docs/api-stats.md "grow"): read from the attribution cookies
 * (spec §4 "First navigation", storage-keys.ts) that ride the sign-up request. A share link wins over the page
 * the visit started on; a project page over a profile; no cookie at all is a direct visit.
 */
export const SIGNUP_SOURCES = ['share', 'project', 'profile', 'direct'] as const;
export type SignupSource = (typeof SIGNUP_SOURCES)[number];

export const SIGNUP_SOURCE_LABELS: Readonly<Record<SignupSource, string>> = {
  share: 'Shared link',
  project: 'Project page',
  profile: 'Partner profile',
  direct: 'Direct',
};

/** The attribution cookies' values as the request carried them (any may be missing or junk). */
export interface AttributionValues {
  startingProfileId?: string | undefined;
  startingProjectId?: string | undefined;
  forcedShareProfileId?: string | undefined;
}

const idOf = (value: string | undefined): number | null => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null);

/** The source of a sign-up, and the id its cookie named (null for a direct visit). */
export function signupSourceOf(values: AttributionValues): { source: SignupSource; source_id: number | null } {
  const share = idOf(values.forcedShareProfileId);
  if (share !== null) return { source: 'share', source_id: share };
  const project = idOf(values.startingProjectId);
  if (project !== null) return { source: 'project', source_id: project };
  const profile = idOf(values.startingProfileId);
  if (profile !== null) return { source: 'profile', source_id: profile };
  return { source: 'direct', source_id: null };
}
