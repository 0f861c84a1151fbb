/**
 * The sales pipeline (docs/backoffice.md "Sales"): a lead's stages in board order, where it came from, and
 * how the lists sort. Defined once here; the API, the back-office and the pipeline board read them.
 */
export const LEAD_STAGES = ['new', 'contacted', 'meeting', 'proposal', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const LEAD_STAGE_LABELS: Readonly<Record<LeadStage, string>> = {
  new: 'New',
  contacted: 'Contacted',
  meeting: 'Meeting',
  proposal: 'Proposal',
  won: 'Won',
  lost: 'Lost',
};

export const isLeadStage = (value: unknown): value is LeadStage => (LEAD_STAGES as readonly unknown[]).includes(value);

/** Where a lead came from. */
export const LEAD_SOURCES = ['inbound', 'outbound', 'referral', 'event', 'website', 'other'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_SOURCE_LABELS: Readonly<Record<LeadSource, string>> = {
  inbound: 'Inbound enquiry',
  outbound: 'Outbound prospecting',
  referral: 'Referral',
  event: 'Event',
  website: 'Website',
  other: 'Other',
};

export const isLeadSource = (value: unknown): value is LeadSource => (LEAD_SOURCES as readonly unknown[]).includes(value);

/** The columns the leads list sorts by (GET /api/leads?sort=…&order=asc|desc). */
export const LEAD_SORTS = [
  'updated_at',
  'created_at',
  'organization_name',
  'stage',
  'next_step_date',
  'owner_name',
  'country_code',
] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/**
 * Mail providers anyone can sign up with: a partner whose email is at one of these domains matches a lead by
 * its exact email only, never by domain (a gmail.com lead is not every gmail.com partner).
 */
export const FREE_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
];

/** The domain of an email (lower case), or undefined. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  return at > 0
    ? email
        .slice(at + 1)
        .trim()
        .toLowerCase() || undefined
    : undefined;
}
