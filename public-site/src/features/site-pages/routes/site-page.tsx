import { use } from 'react';
import { SITE_PAGES, type SitePageName } from '../content';
import { SitePageView } from '../components/site-page-view';

const loaded = new Map<SitePageName, ReturnType<(typeof SITE_PAGES)[SitePageName]>>();

/** The page's content file, loaded once (the route's Suspense shows a spinner meanwhile). */
function load(name: SitePageName) {
  let promise = loaded.get(name);
  if (!promise) {
    promise = SITE_PAGES[name]();
    loaded.set(name, promise);
  }
  return promise;
}

/** /about, /terms, /faqs and the site's other pages of its own (content/). */
export function SitePageRoute({ name }: { name: SitePageName }) {
  const { page } = use(load(name));
  return <SitePageView content={page} />;
}
