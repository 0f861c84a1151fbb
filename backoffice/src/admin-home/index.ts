/** /admin: the users and projects tables on one page, loaded when first opened. */
import { lazy } from 'react';

export const ADMIN_HOME_PATH = '/admin';
export const AdminHomePage = lazy(() => import('../components/admin-home-page.js').then((m) => ({ default: m.AdminHomePage })));
