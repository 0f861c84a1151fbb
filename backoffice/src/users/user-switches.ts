/** The account switches of the tools (POST/DELETE /api/users/{id}/{name}), as the user page offers them. */
import type { SessionUser } from '@storyfund/shared/contract';

export interface UserSwitch {
  /** The URL segment. */
  name: string;
  /** What the switch is, in the table. */
  label: string;
  /** Whether it is on for this account. */
  isOn: (user: SessionUser) => boolean;
  turnOn: string;
  turnOff: string;
  /** Only partner accounts can have it. */
  partnerOnly?: boolean;
  /** Turning it on asks why (a ban). */
  needsReason?: boolean;
  /** Calls the spec names apart, both POST (make-premium, remove-premium), instead of POST/DELETE {name}. */
  calls?: { on: string; off: string };
}

const USER_SWITCHES: UserSwitch[] = [
  { name: 'ban', label: 'Banned', isOn: (u) => u.banned_at !== null, turnOn: 'Ban', turnOff: 'Lift the ban', needsReason: true },
  {
    name: 'hidden-from-feeds',
    label: 'Hidden from feeds',
    isOn: (u) => u.hidden_from_feeds,
    turnOn: 'Hide from feeds',
    turnOff: 'Show in feeds',
  },
  { name: 'sponsor', label: 'Sponsorship', isOn: (u) => u.is_sponsor, turnOn: 'Turn sponsorship on', turnOff: 'Turn sponsorship off' },
  { name: 'admin', label: 'Admin', isOn: (u) => u.is_admin, turnOn: 'Make admin', turnOff: 'Remove admin' },
  { name: 'sales', label: 'Sales team', isOn: (u) => u.is_sales, turnOn: 'Add to sales', turnOff: 'Remove from sales' },
  {
    name: 'large-partner',
    label: 'Large partner',
    isOn: (u) => u.large_partner,
    turnOn: 'Make large partner',
    turnOff: 'Remove large partner',
    partnerOnly: true,
  },
  {
    name: 'white-label',
    label: 'White-label',
    isOn: (u) => u.is_white_labeled_partner,
    turnOn: 'White-label',
    turnOff: 'Remove white-label',
    partnerOnly: true,
  },
  {
    name: 'premium',
    label: 'Premium',
    isOn: (u) => u.is_premium,
    turnOn: 'Make premium',
    turnOff: 'Remove premium',
    partnerOnly: true,
    calls: { on: 'make-premium', off: 'remove-premium' },
  },
  {
    name: 'tax-exempt',
    label: 'Tax-exempt',
    isOn: (u) => u.tax_exempt_teller,
    turnOn: 'Grant tax-exempt status',
    turnOff: 'Withdraw tax-exempt status',
    partnerOnly: true,
  },
];

/** The switches that apply to this account (partner statuses only for partners, unless already on). */
export const switchesFor = (user: SessionUser): UserSwitch[] =>
  USER_SWITCHES.filter((s) => !s.partnerOnly || user.is_partner || s.isOn(user));
