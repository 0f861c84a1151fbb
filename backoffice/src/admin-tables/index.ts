/**
 * The remaining admin tables (issue #11): each a resource whose list is a data grid over GET /api/admin/{table},
 * loaded when first opened. The data provider maps each resource to its path (providers/data-provider.ts).
 */
import { lazy } from 'react';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BusinessIcon from '@mui/icons-material/Business';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';

export const subscribedUsers = {
  icon: AutorenewIcon,
  options: { label: 'Subscribed users' },
  list: lazy(() => import('./subscribed-user-list.js').then((m) => ({ default: m.SubscribedUserList }))),
};

export const partners = {
  icon: BusinessIcon,
  options: { label: 'Partners' },
  list: lazy(() => import('./partner-list.js').then((m) => ({ default: m.PartnerList }))),
};

export const signups = {
  icon: HowToRegIcon,
  options: { label: 'Sign-ups' },
  list: lazy(() => import('./signup-list.js').then((m) => ({ default: m.SignupList }))),
};

export const overdue = {
  icon: ScheduleIcon,
  options: { label: 'Overdue updates' },
  list: lazy(() => import('./overdue-list.js').then((m) => ({ default: m.OverdueList }))),
};

export const donorsGiven = {
  icon: VolunteerActivismIcon,
  options: { label: "Donors' given stats" },
  list: lazy(() => import('./donor-given-list.js').then((m) => ({ default: m.DonorGivenList }))),
};
