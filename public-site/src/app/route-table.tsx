import type { RouteObject } from 'react-router-dom';
import { ROUTING_CATEGORIES } from '@storyfund/shared/constants';
import { ADMIN_ONLY_ROUTES, UPGRADE_ROUTES, WOODS_ROUTE } from '@storyfund/shared/routing';
import { paths } from '@/config/paths';
import { RootLayout } from './root-layout';
import { AdminRoute, CatchAllRoute } from './routes/misc-routes';
import * as page from './routes/pages';
import type { SitePageName } from '@/features/site-pages/content';

/** Issue #12: the site's own pages (features/site-pages/content), path and content file. */
const SITE_PAGE_ROUTES: [string, SitePageName][] = [
  ['/about', 'about'],
  ['/faqs', 'faqs'],
  ['/founder', 'founder'],
  ['/grove', 'grove'],
  ['/humanityfund', 'humanityfund'],
  ['/insightlaw', 'insightlaw'],
  ['/learn', 'learn'],
  ['/pledges', 'pledges'],
  ['/press', 'press'],
  ['/privacy', 'privacy'],
  ['/privacy-policy', 'privacy'],
  ['/sponsor', 'sponsor'],
  ['/terms', 'terms'],
];

/** The public site's routes. Guards run in RootLayout from the shared route tables. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <page.EntryPage /> },
      { path: paths.login, element: <page.LoginPage /> },
      { path: paths.loginAnon, element: <page.LoginPage variant="anon" /> },
      { path: paths.signup, element: <page.SignupPage /> },
      { path: paths.signupAnon, element: <page.SignupPage variant="anon" /> },
      { path: paths.partnerSignup, element: <page.SignupPage variant="partner" /> },
      { path: paths.partnerSignup29, element: <page.SignupPage variant="partner" /> },
      { path: paths.passwordReset, element: <page.PasswordResetPage /> },
      { path: paths.claim, element: <page.ClaimPage /> },
      { path: paths.logout, element: <page.LogoutPage /> },
      { path: paths.confirmEmail, element: <page.ConfirmEmailPage /> },
      { path: '/profile/:id', element: <page.ProfilePage /> },
      { path: '/profile/:id/*', element: <page.ProfilePage /> },
      { path: '/profile.m/:id', element: <page.ProfilePage mobile /> },
      { path: '/profile.m/:id/*', element: <page.ProfilePage mobile /> },
      { path: paths.personal, element: <page.PersonalPage /> },
      { path: paths.dashboard, element: <page.DashboardPage /> },
      { path: paths.upload, element: <page.UploadPage /> },
      // Listings
      { path: paths.staffPicks, element: <page.HomePage listing="staffpicks" /> },
      { path: '/staff-picks', element: <page.HomePage listing="staffpicks" /> },
      { path: paths.forYou, element: <page.HomePage listing="foryou" /> },
      { path: paths.featured, element: <page.ListingPage listing="featured" /> },
      { path: paths.recent, element: <page.ListingPage listing="recent" /> },
      { path: paths.almost, element: <page.ListingPage listing="almost" /> },
      { path: paths.newest, element: <page.ListingPage listing="newest" /> },
      { path: paths.taxDeduction, element: <page.ListingPage listing="taxdeduction" /> },
      ...ROUTING_CATEGORIES.map((category) => ({
        path: paths.category(category),
        element: <page.CategoryPage key={category} category={category} />,
      })),
      { path: paths.livesChanged, element: <page.LivesChangedPage /> },
      { path: paths.map, element: <page.MapPage /> },
      { path: '/global/:type?', element: <page.GlobalPage /> },
      { path: '/all-results/:id', element: <page.SearchResultsPage /> },
      // Projects
      { path: '/project/create/:type?/:ownerId?', element: <page.ProjectCreatePage /> },
      { path: '/project/:id', element: <page.ProjectPage /> },
      { path: '/project/:id/update', element: <page.PostUpdatePage /> },
      { path: '/featuredproject/:id', element: <page.FeaturedProjectPage /> },
      { path: '/projectedit/:id', element: <page.ProjectEditPage /> },
      { path: WOODS_ROUTE, element: <page.WoodsPage /> },
      // Giving
      { path: paths.donateDirectly, element: <page.DonateDirectlyPage /> },
      { path: paths.monthly, element: <page.MonthlyPage /> },
      { path: paths.giftCard, element: <page.GiftCardBuyPage /> },
      { path: paths.redeem, element: <page.RedeemPage /> },
      { path: '/giveto/:id', element: <page.GiveToPage /> },
      { path: '/giveto/:id/:userName', element: <page.GiveToPage /> },
      { path: paths.devMailbox, element: <page.MailboxPage /> },
      // Partners (issue #9)
      { path: paths.partners, element: <page.PartnersPage key="all" listing="all" /> },
      { path: paths.newPartners, element: <page.PartnersPage key="new" listing="new" /> },
      { path: paths.largePartners, element: <page.PartnersPage key="large" listing="large" /> },
      ...ROUTING_CATEGORIES.map((category) => ({
        path: paths.partnersInCategory(category),
        element: <page.PartnersPage key={category} listing="all" category={category} />,
      })),
      // Issue #12
      { path: paths.notifications, element: <page.NotificationsPage /> },
      { path: '/team/:partnerId?', element: <page.TeamPage /> },
      { path: '/donors/:partnerId?', element: <page.DonorsPage /> },
      { path: '/donations/:partnerId?', element: <page.DonationsPage /> },
      { path: '/donations/:partnerId/donors/:donorId', element: <page.DonationDonorPage /> },
      { path: '/updates-due/:partnerId?', element: <page.UpdatesDuePage /> },
      { path: '/accept_invitation/:id', element: <page.AcceptInvitationPage /> },
      ...SITE_PAGE_ROUTES.map(([path, name]) => ({ path, element: <page.SitePage key={name} name={name} /> })),
      { path: paths.contact, element: <page.ContactPage /> },
      { path: paths.unsubscribe, element: <page.UnsubscribePage /> },
      { path: paths.notFound, element: <page.NotFoundPage /> },
      ...UPGRADE_ROUTES.map((path) => ({ path, element: <page.UpgradeAccountPage /> })),
      ...ADMIN_ONLY_ROUTES.map((path) => ({ path: `${path}/*`, element: <AdminRoute /> })),
      { path: '*', element: <CatchAllRoute /> },
    ],
  },
];
