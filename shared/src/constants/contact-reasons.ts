/** The 16 contact-us reasons, in the order of spec §9. `value` is stable and goes on the wire. */
export const CONTACT_REASONS = [
  { value: 'getting_started', label: 'Getting started' },
  { value: 'daf_foundation_check_donation', label: 'DAF/foundation/check donation' },
  { value: 'tax_deductibility', label: 'Tax-deductibility' },
  { value: 'fundraising_interest', label: 'Fundraising interest' },
  { value: 'monthly_donation', label: 'Monthly donation' },
  { value: 'gift_card_redeem_help', label: 'Gift card redeem help' },
  { value: 'interview_request', label: 'Interview request' },
  { value: 'sharing_help', label: 'Sharing help' },
  { value: 'dedicating_help', label: 'Dedicating help' },
  { value: 'donation_trouble', label: 'Donation trouble' },
  { value: 'login_trouble', label: 'Login trouble' },
  { value: 'partner_review', label: 'Partner review' },
  { value: 'job_interest', label: 'Job interest' },
  { value: 'reporting_project_or_partner', label: 'Reporting project or partner' },
  { value: 'security_issue', label: 'Security issue' },
  { value: 'other', label: 'Other' },
] as const;

export type ContactReason = (typeof CONTACT_REASONS)[number]['value'];

export function isContactReason(value: unknown): value is ContactReason {
  return CONTACT_REASONS.some((reason) => reason.value === value);
}

export function contactReasonLabel(value: ContactReason): string {
  return CONTACT_REASONS.find((reason) => reason.value === value)?.label ?? value;
}
