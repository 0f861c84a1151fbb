import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SearchBox } from './search-box';

/** The listings every page links to. */
const BROWSE_LINKS = [
  { to: paths.staffPicks, label: 'Staff picks' },
  { to: paths.featured, label: 'Featured' },
  { to: paths.almost, label: 'Almost funded' },
  { to: paths.newest, label: 'Newest' },
  { to: paths.global, label: 'All projects' },
  { to: paths.livesChanged, label: 'Lives changed' },
  { to: paths.map, label: 'Map' },
  { to: paths.partners, label: 'Partners' },
] as const;

/** The site's own pages, in the footer (issue #12). */
const SITE_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/learn', label: 'How it works' },
  { to: '/faqs', label: 'FAQs' },
  { to: paths.contact, label: 'Contact' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
] as const;

export interface AppShellProps {
  /** A logged-in viewer's header links (app/viewer-nav.tsx, its own chunk), or null for a visitor. */
  viewerNav: ReactNode;
  showDevMailbox: boolean;
  /** The start-up almost-there flag: without an almost-funded project, the header does not offer the listing. */
  showAlmostFunded?: boolean;
  /** The header search: a non-empty query. */
  onSearch: (query: string) => void;
  children: ReactNode;
}

export function navClass({ isActive }: { isActive: boolean }): string {
  return isActive ? 'nav__link nav__link--active' : 'nav__link';
}

/** Header, main landmark and footer around every page. */
export function AppShell({ viewerNav, showAlmostFunded = true, showDevMailbox, onSearch, children }: AppShellProps) {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="header">
        <div className="header__inner">
          <Link className="brand" to={paths.home}>
            <span className="brand__mark" aria-hidden="true">
              ◆
            </span>
            Storyfund
          </Link>
          <nav className={viewerNav ? 'nav nav--viewer' : 'nav'} aria-label="Main">
            {viewerNav ? (
              viewerNav
            ) : (
              <>
                <NavLink className={navClass} to={paths.login}>
                  Log in
                </NavLink>
                <Link className="button button--primary button--small" to={paths.signup}>
                  Sign up
                </Link>
              </>
            )}
          </nav>
        </div>
        <div className="header__inner header__inner--browse">
          <SearchBox onSearch={onSearch} />
          <nav className="browse" aria-label="Browse projects">
            {BROWSE_LINKS.filter((link) => showAlmostFunded || link.to !== paths.almost).map((link) => (
              <NavLink key={link.to} className={navClass} to={link.to}>
                {link.label}
              </NavLink>
            ))}
          </nav>
        </div>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="footer">
        <p>© Storyfund. Every gift goes to a story you can follow.</p>
        <nav className="footer__links" aria-label="About Storyfund">
          {SITE_LINKS.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
        {showDevMailbox ? (
          <p>
            <Link to={paths.devMailbox}>Development mailbox</Link>
          </p>
        ) : null}
      </footer>
    </div>
  );
}
