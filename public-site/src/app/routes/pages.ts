/** Every feature page, code-split: each loads on first visit. Features meet only here. */
import { lazyNamed } from '../lazy';

export const LandingPage = lazyNamed(() => import('@/features/home/routes/landing'), 'LandingRoute');
export const HomePage = lazyNamed(() => import('@/features/home/routes/home'), 'HomeRoute');
export const LoginPage = lazyNamed(() => import('@/features/auth/routes/login'), 'LoginRoute');
export const SignupPage = lazyNamed(() => import('@/features/auth/routes/signup'), 'SignupRoute');
export const PasswordResetPage = lazyNamed(() => import('@/features/auth/routes/password-reset'), 'PasswordResetRoute');
export const ClaimPage = lazyNamed(() => import('@/features/auth/routes/claim'), 'ClaimRoute');
export const LogoutPage = lazyNamed(() => import('@/features/auth/routes/logout'), 'LogoutRoute');
export const ConfirmEmailPage = lazyNamed(() => import('@/features/auth/routes/confirm-email'), 'ConfirmEmailRoute');
export const ProfilePage = lazyNamed(() => import('@/features/profile/routes/profile'), 'ProfileRoute');
export const PersonalPage = lazyNamed(() => import('@/features/personal/routes/personal'), 'PersonalRoute');
export const MailboxPage = lazyNamed(() => import('@/features/mailbox/routes/mailbox'), 'MailboxRoute');
export const ListingPage = lazyNamed(() => import('@/features/listings/routes/listing'), 'ListingRoute');
export const CategoryPage = lazyNamed(() => import('@/features/listings/routes/category'), 'CategoryRoute');
export const GlobalPage = lazyNamed(() => import('@/features/listings/routes/global'), 'GlobalRoute');
export const SearchResultsPage = lazyNamed(() => import('@/features/listings/routes/search-results'), 'SearchResultsRoute');
export const LivesChangedPage = lazyNamed(() => import('@/features/listings/routes/lives-changed'), 'LivesChangedRoute');
export const MapPage = lazyNamed(() => import('@/features/map/routes/map'), 'MapRoute');
export const ProjectPage = lazyNamed(() => import('@/features/project/routes/project'), 'ProjectRoute');
export const FeaturedProjectPage = lazyNamed(() => import('@/features/project/routes/project'), 'FeaturedProjectRoute');
export const WoodsPage = lazyNamed(() => import('@/features/project/routes/woods'), 'WoodsRoute');
export const PostUpdatePage = lazyNamed(() => import('@/features/project/routes/post-update'), 'PostUpdateRoute');
export const ProjectCreatePage = lazyNamed(() => import('@/features/project-editor/routes/project-create'), 'ProjectCreateRoute');
export const ProjectEditPage = lazyNamed(() => import('@/features/project-editor/routes/project-edit'), 'ProjectEditRoute');
