/**
 * The first page's main answer, asked for while the app starts instead of after its route's chunk has loaded.
 *
 * A visitor landing on /project/:id used to wait for the entry chunk, then GET /custom-routes, then the page's
 * chunks, and only then ask for the project: its title (the page's largest paint) came a round trip and several
 * downloads late. The project's request now leaves with the custom routes'; SWR's `preload` keeps its promise under
 * the page's own key, and the page's `useSWR` takes it from there (docs/performance.md "The project page's
 * blocking time and largest paint").
 */
import { preload } from 'swr';
import { projectKey } from '@/features/project/api/project-calls';

const PROJECT_PAGE = /^\/project\/(\d+)\/?$/;

/** Starts the current URL's main request when it is a page that has one; a no-op elsewhere. */
export function preloadRouteData(pathname: string, viewerId: string | null, fetcher: (key: unknown) => Promise<unknown>): void {
  const project = PROJECT_PAGE.exec(pathname);
  if (project === null) return;
  // The page reads the outcome (an error included) through SWR; until it does, a failure is not unhandled.
  preload(projectKey(project[1] ?? '', viewerId), fetcher).catch(() => undefined);
}
