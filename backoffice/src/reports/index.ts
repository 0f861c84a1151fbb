/** The report pages (issue #11), each lazy-loaded so the back-office's first load carries none of them (nor recharts). */
import { lazy } from 'react';

export const REPORT_PATHS = {
  stats: '/stats',
  office: '/office',
  donors: '/donorstats',
  partners: '/partnerstats',
  staffPicks: '/staffpicks-tracker',
  giftCards: '/giftcard-stats',
  premium: '/premiumstats',
  grow: '/grow',
} as const;

export const StatsPage = lazy(() => import('./stats-page.js').then((m) => ({ default: m.StatsPage })));
export const OfficePage = lazy(() => import('./office-page.js').then((m) => ({ default: m.OfficePage })));
export const DonorStatsPage = lazy(() => import('./donor-stats-page.js').then((m) => ({ default: m.DonorStatsPage })));
export const PartnerStatsPage = lazy(() => import('./partner-stats-page.js').then((m) => ({ default: m.PartnerStatsPage })));
export const StaffPicksPage = lazy(() => import('./staff-picks-page.js').then((m) => ({ default: m.StaffPicksPage })));
export const GiftCardStatsPage = lazy(() => import('./gift-card-stats-page.js').then((m) => ({ default: m.GiftCardStatsPage })));
export const PremiumStatsPage = lazy(() => import('./premium-stats-page.js').then((m) => ({ default: m.PremiumStatsPage })));
export const GrowPage = lazy(() => import('./grow-page.js').then((m) => ({ default: m.GrowPage })));
