/** The /grow page (issue #12): first-party analytics over a period. */
import { lazy } from 'react';

export const GROW_PATH = '/grow';
export const GrowPage = lazy(() => import('./grow-page.js').then((m) => ({ default: m.GrowPage })));
