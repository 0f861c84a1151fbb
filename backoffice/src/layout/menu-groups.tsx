/**
 * The back-office menu, in groups (Reports, Moderation, Sales, Finance, Catalogue). Each entry is a resource
 * or a custom page, and says whether the sales team sees it (admins see everything). A new page appends its
 * entry to its group; a group with nothing to show for the signed-in member of staff is left out.
 */
import type { ReactElement } from 'react';
import RedeemIcon from '@mui/icons-material/Redeem';
import { NEW_USER_BUDGET_PATH } from '../gift-cards/index.js';
import InsightsIcon from '@mui/icons-material/Insights';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BarChartIcon from '@mui/icons-material/BarChart';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import HandshakeIcon from '@mui/icons-material/Handshake';
import PeopleIcon from '@mui/icons-material/People';
import StarIcon from '@mui/icons-material/Star';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { REPORT_PATHS } from '../reports/index.js';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { PIPELINE_PATH } from '../pipeline/index.js';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { SALES_PATH } from '../sales/index.js';
import type { StaffPermissions } from '../providers/auth-provider.js';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { ADMIN_HOME_PATH } from '../admin-home/index.js';

export type MenuEntry =
  { kind: 'resource'; name: string; sales?: boolean } | { kind: 'page'; to: string; label: string; icon: ReactElement; sales?: boolean };

export interface MenuGroup {
  label: 'Reports' | 'Moderation' | 'Sales' | 'Finance' | 'Catalogue';
  entries: MenuEntry[];
}

export const MENU_GROUPS: MenuGroup[] = [
  {
    label: 'Reports',
    entries: [
      { kind: 'page', to: REPORT_PATHS.stats, label: 'Stats', icon: <BarChartIcon />, sales: true },
      { kind: 'page', to: REPORT_PATHS.donors, label: 'Donor stats', icon: <PeopleIcon />, sales: true },
      { kind: 'page', to: REPORT_PATHS.partners, label: 'Partner stats', icon: <HandshakeIcon />, sales: true },
      { kind: 'page', to: REPORT_PATHS.staffPicks, label: 'Staff picks tracker', icon: <StarIcon />, sales: true },
      { kind: 'page', to: REPORT_PATHS.premium, label: 'Premium stats', icon: <WorkspacePremiumIcon />, sales: true },
      { kind: 'resource', name: 'partner-scores' },
      { kind: 'resource', name: 'signups', sales: true },
      { kind: 'resource', name: 'donors', sales: true },
    ],
  },
  {
    label: 'Moderation',
    entries: [
      { kind: 'page', to: ADMIN_HOME_PATH, label: 'Users and projects', icon: <DashboardIcon /> },
      { kind: 'resource', name: 'users' },
      { kind: 'resource', name: 'audit-log' },
      { kind: 'resource', name: 'contact-messages' },
      { kind: 'resource', name: 'access-overrides' },
    ],
  },
  {
    label: 'Sales',
    entries: [
      { kind: 'resource', name: 'leads', sales: true },
      { kind: 'page', to: PIPELINE_PATH, label: 'Pipeline', icon: <ViewKanbanIcon />, sales: true },
      { kind: 'page', to: SALES_PATH, label: 'Conversions', icon: <TrendingUpIcon />, sales: true },
      { kind: 'page', to: REPORT_PATHS.grow, label: 'Grow', icon: <InsightsIcon />, sales: true },
    ],
  },
  {
    label: 'Finance',
    entries: [
      { kind: 'resource', name: 'gifts' },
      { kind: 'resource', name: 'gift-cards' },
      { kind: 'page', to: NEW_USER_BUDGET_PATH, label: 'New-visitor gift cards', icon: <RedeemIcon /> },
      { kind: 'page', to: REPORT_PATHS.office, label: 'Office', icon: <AccountBalanceIcon /> },
      { kind: 'page', to: REPORT_PATHS.giftCards, label: 'Gift card stats', icon: <CardGiftcardIcon /> },
      { kind: 'resource', name: 'subscribed-users' },
    ],
  },
  {
    label: 'Catalogue',
    entries: [
      { kind: 'resource', name: 'projects' },
      { kind: 'resource', name: 'partners', sales: true },
      { kind: 'resource', name: 'overdue', sales: true },
    ],
  },
];

/** The groups as this member of staff sees them: sales staff only the entries marked for them. */
export function visibleGroups(permissions: StaffPermissions | undefined, groups: MenuGroup[] = MENU_GROUPS): MenuGroup[] {
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => permissions === 'admin' || (permissions === 'sales' && entry.sales === true)),
    }))
    .filter((group) => group.entries.length > 0);
}
