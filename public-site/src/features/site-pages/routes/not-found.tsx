import { Link } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import '../site-pages.css';

/** /notfound: where a missing project or profile leads. */
export function NotFoundRoute() {
  return (
    <Page title="Page not found" width="narrow" intro={<p>The page you were looking for does not exist, or is no longer public.</p>}>
      <ul className="site-page__links">
        <li>
          <Link to="/staffpicks">See the projects our staff picked</Link>
        </li>
        <li>
          <Link to="/global">Browse all projects</Link>
        </li>
        <li>
          <Link to="/contact">Tell us what you were looking for</Link>
        </li>
      </ul>
    </Page>
  );
}
