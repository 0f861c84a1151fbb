/**
 * The back-office menu, in groups (Reports, Moderation, Sales, Finance, Catalogue). Each entry is a resource
 * or a custom page, and says whether the sales team sees it (admins see everything). A new page appends its
 * entry to its group; a group with nothing to show for the signed-in member of staff is left out.
 */
import type { ReactElement } from 'react';
import RedeemIcon from '@mui/icons-material/Redeem';
import { NEW_USER_BUDGET_PATH } from '../gift-cards/index.js';
import InsightsIcon from '@mui/icons-material/Insights';
import { GROW_PATH } from '../grow/index.js';
import type { StaffPermissions } from '../providers/auth-provider.js';

export type MenuEntry =
  { kind: 'resource'; name: string; sales?: boolean } | { kind: 'page'; to: string; label: string; icon: ReactElement; sales?: boolean };

export interface MenuGroup {
  label: 'Reports' | 'Moderation' | 'Sales' | 'Finance' | 'Catalogue';
  entries: MenuEntry[];
}

export const MENU_GROUPS: MenuGroup[] = [
  { label: 'Reports', entries: [{ kind: 'page', to: GROW_PATH, label: 'Grow', icon: <InsightsIcon /> }] },
  {
    label: 'Moderation',
    entries: [
      { kind: 'resource', name: 'users' },
      { kind: 'resource', name: 'audit-log' },
      { kind: 'resource', name: 'contact-messages' },
    ],
  },
  { label: 'Sales', entries: [] },
  {
    label: 'Finance',
    entries: [
      { kind: 'resource', name: 'gifts' },
      { kind: 'resource', name: 'gift-cards' },
      { kind: 'page', to: NEW_USER_BUDGET_PATH, label: 'New-visitor gift cards', icon: <RedeemIcon /> },
    ],
  },
  { label: 'Catalogue', entries: [{ kind: 'resource', name: 'projects' }] },
];

/** The groups as this member of staff sees them: sales staff only the entries marked for them. */
export function visibleGroups(permissions: StaffPermissions | undefined, groups: MenuGroup[] = MENU_GROUPS): MenuGroup[] {
  return groups
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => permissions === 'admin' || entry.sales === true) }))
    .filter((group) => group.entries.length > 0);
}
