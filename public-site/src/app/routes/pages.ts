/**
 * Every page, code-split: each loads on first visit. A page of one feature is that feature's route; a page
 * that shows several features is composed in this folder (project, personal, home, giving).
 */
import { lazyNamed } from '../lazy';

// '/' decides where a visitor goes (spec §2): its landing page, or a redirect for a logged-in user.
export const EntryPage = lazyNamed(() => import('./entry'), 'EntryRoute');
export const HomePage = lazyNamed(() => import('./home'), 'HomeRoute');
export const LoginPage = lazyNamed(() => import('@/features/auth/routes/login'), 'LoginRoute');
export const SignupPage = lazyNamed(() => import('@/features/auth/routes/signup'), 'SignupRoute');
export const PasswordResetPage = lazyNamed(() => import('@/features/auth/routes/password-reset'), 'PasswordResetRoute');
export const ClaimPage = lazyNamed(() => import('@/features/auth/routes/claim'), 'ClaimRoute');
export const LogoutPage = lazyNamed(() => import('@/features/auth/routes/logout'), 'LogoutRoute');
export const ConfirmEmailPage = lazyNamed(() => import('@/features/auth/routes/confirm-email'), 'ConfirmEmailRoute');
export const ProfilePage = lazyNamed(() => import('./profile'), 'ProfileRoute');
export const PersonalPage = lazyNamed(() => import('./personal'), 'PersonalRoute');
export const MailboxPage = lazyNamed(() => import('@/features/mailbox/routes/mailbox'), 'MailboxRoute');
export const ListingPage = lazyNamed(() => import('@/features/listings/routes/listing'), 'ListingRoute');
export const CategoryPage = lazyNamed(() => import('@/features/listings/routes/category'), 'CategoryRoute');
export const GlobalPage = lazyNamed(() => import('@/features/listings/routes/global'), 'GlobalRoute');
export const SearchResultsPage = lazyNamed(() => import('@/features/listings/routes/search-results'), 'SearchResultsRoute');
export const LivesChangedPage = lazyNamed(() => import('@/features/listings/routes/lives-changed'), 'LivesChangedRoute');
export const MapPage = lazyNamed(() => import('@/features/map/routes/map'), 'MapRoute');
export const ProjectPage = lazyNamed(() => import('./project'), 'ProjectRoute');
export const FeaturedProjectPage = lazyNamed(() => import('./project'), 'FeaturedProjectRoute');
export const WoodsPage = lazyNamed(() => import('./project'), 'WoodsRoute');
export const DonateDirectlyPage = lazyNamed(() => import('./giving'), 'DonateDirectlyRoute');
export const MonthlyPage = lazyNamed(() => import('@/features/monthly/routes/monthly'), 'MonthlyRoute');
export const GiftCardBuyPage = lazyNamed(() => import('@/features/gift-cards/routes/gift-card-buy'), 'GiftCardBuyRoute');
export const RedeemPage = lazyNamed(() => import('@/features/gift-cards/routes/redeem'), 'RedeemRoute');
export const GiveToPage = lazyNamed(() => import('./giving'), 'GiveToRoute');
export const PostUpdatePage = lazyNamed(() => import('@/features/project/routes/post-update'), 'PostUpdateRoute');
export const ProjectCreatePage = lazyNamed(() => import('@/features/project-editor/routes/project-create'), 'ProjectCreateRoute');
export const ProjectEditPage = lazyNamed(() => import('@/features/project-editor/routes/project-edit'), 'ProjectEditRoute');
// /upload and the upgrade routes: redirects that wait for the logged-in user (a partner gets the upgrade page)
export const UploadPage = lazyNamed(() => import('./account-redirects'), 'UploadRoute');
export const UpgradeAccountPage = lazyNamed(() => import('./account-redirects'), 'UpgradeRoute');
export const DashboardPage = lazyNamed(() => import('@/features/dashboard/routes/dashboard'), 'DashboardRoute');
export const PartnersPage = lazyNamed(() => import('@/features/partners/routes/partners'), 'PartnersRoute');
// Issue #12: notifications, the site's own pages, contact
export const NotificationsPage = lazyNamed(() => import('@/features/notifications/routes/notifications'), 'NotificationsRoute');
export const SitePage = lazyNamed(() => import('@/features/site-pages/routes/site-page'), 'SitePageRoute');
export const NotFoundPage = lazyNamed(() => import('@/features/site-pages/routes/not-found'), 'NotFoundRoute');
export const ContactPage = lazyNamed(() => import('@/features/contact/routes/contact'), 'ContactRoute');
export const UnsubscribePage = lazyNamed(() => import('@/features/personal/routes/unsubscribe'), 'UnsubscribeRoute');
// Issue #10: teams
export const TeamPage = lazyNamed(() => import('@/features/team/routes/team'), 'TeamRoute');
export const DonorsPage = lazyNamed(() => import('@/features/donors/routes/donors'), 'DonorsRoute');
export const DonationsPage = lazyNamed(() => import('@/features/donations/routes/donations'), 'DonationsRoute');
export const DonationDonorPage = lazyNamed(() => import('@/features/donations/routes/donor'), 'DonorRoute');
export const UpdatesDuePage = lazyNamed(() => import('@/features/donations/routes/updates-due'), 'UpdatesDueRoute');
export const AcceptInvitationPage = lazyNamed(() => import('@/features/team/routes/accept-invitation'), 'AcceptInvitationRoute');
