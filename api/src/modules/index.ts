import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app-context.js';
import { authRoutes } from './auth/auth.routes.js';
import { usersRoutes } from './users/users.routes.js';
import { mailboxRoutes } from './mail/mailbox.routes.js';
import { configRoutes } from './config/config.routes.js';
import { projectsRoutes } from './projects/projects.routes.js';
import { listingsRoutes } from './listings/listings.routes.js';
import { uploadsRoutes } from './uploads/uploads.routes.js';
import { customRoutesRoutes } from './custom-routes/custom-routes.routes.js';
import { timelineRoutes } from './timeline/timeline.routes.js';
import { projectDraftsRoutes } from './project-drafts/project-drafts.routes.js';
import { abuseReportsRoutes } from './abuse-reports/abuse-reports.routes.js';
import { giftsRoutes } from './gifts/gifts.routes.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { receiptsRoutes } from './receipts/receipts.routes.js';
import { thankYouRoutes } from './thank-you/thank-you.routes.js';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes.js';
import { giftCardsRoutes } from './gift-cards/gift-cards.routes.js';
// Issue #11: the back-office's audit log and moderation.
import { auditRoutes } from './audit/audit.routes.js';
import { userModerationRoutes } from './users/user-moderation.routes.js';
import { statsRoutes } from './stats/stats.routes.js';
import { partnersRoutes } from './partners/partners.routes.js';
import { communityRoutes } from './community/community.routes.js';
import { reviewsRoutes } from './reviews/reviews.routes.js';
import { dashboardsRoutes } from './dashboards/dashboards.routes.js';
import { ownerCheckupRoutes } from './owner-checkup/owner-checkup.routes.js';
import { teammatesRoutes } from './teammates/teammates.routes.js';
import { leadsRoutes } from './leads/leads.routes.js';
import { partnerScoresRoutes } from './partner-scores/partner-scores.routes.js';
// Issue #12: notifications, contact, currency, analytics
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { contactMessagesRoutes } from './contact-messages/contact-messages.routes.js';
import { currencyRoutes } from './currency/currency.routes.js';
import { analyticsRoutes } from './analytics/analytics.routes.js';
import { unsubscribeRoutes } from './users/unsubscribe.routes.js';
// Issue #10: teams (collaborator invitations and roles)
import { teamsRoutes } from './teams/teams.routes.js';
import { accessOverridesRoutes } from './access-overrides/access-overrides.routes.js';
import { featuresRoutes } from './features/features.routes.js';
import { adminTablesRoutes } from './admin-tables/admin-tables.routes.js';
import { donorsRoutes } from './donors/donors.routes.js';
import { premiumRoutes } from './premium-subscription/premium.routes.js';
import { donationsRoutes } from './donations/donations.routes.js';
import { authTokensRoutes } from './auth-tokens/auth-tokens.routes.js';
import { networksRoutes } from './users/networks.routes.js';

type ApiModule = FastifyPluginAsyncTypebox<{ ctx: AppContext }> | ((app: FastifyInstance, opts: { ctx: AppContext }) => Promise<void>);

/** Every API module, registered under /api. A new module adds one line here. */
export const apiModules: ApiModule[] = [
  configRoutes,
  authRoutes,
  usersRoutes,
  projectsRoutes,
  listingsRoutes,
  mailboxRoutes,
  uploadsRoutes,
  customRoutesRoutes,
  timelineRoutes,
  projectDraftsRoutes,
  abuseReportsRoutes,
  giftsRoutes,
  paymentsRoutes,
  receiptsRoutes,
  thankYouRoutes,
  subscriptionsRoutes,
  giftCardsRoutes,
  // Issue #11
  auditRoutes,
  userModerationRoutes,
  statsRoutes,
  partnersRoutes,
  communityRoutes,
  reviewsRoutes,
  dashboardsRoutes,
  ownerCheckupRoutes,
  teammatesRoutes,
  leadsRoutes,
  partnerScoresRoutes,
  adminTablesRoutes,
  // Issue #12
  notificationsRoutes,
  contactMessagesRoutes,
  currencyRoutes,
  analyticsRoutes,
  unsubscribeRoutes,
  // Issue #10
  teamsRoutes,
  accessOverridesRoutes,
  featuresRoutes,
  donorsRoutes,
  premiumRoutes,
  donationsRoutes,
  authTokensRoutes,
  networksRoutes,
];
