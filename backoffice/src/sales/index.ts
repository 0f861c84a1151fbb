/** The /sales page (issue #11, Sales): leads won and partners signed up from them, by seller and period. */
import { lazy } from 'react';

export const SALES_PATH = '/sales';
export const SalesPage = lazy(() => import('./sales-page.js').then((m) => ({ default: m.SalesPage })));
