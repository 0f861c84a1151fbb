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

interface ShellViewer {
  id: string;
  /** Undefined until the user is loaded. */
  firstName?: string | undefined;
  /** The partner account a collaborator acts for (chosen in the header's switcher), when not oneself. */
  actingForId?: string | undefined;
  /** A partner, or a collaborator of one: the header links to the team screen. */
  hasTeam?: boolean;
  /** A partner, or a collaborator acting for one: the donors screen (which shows what the role allows). */
  hasDonors?: boolean;
  /** The account acted for has the partner donations table on, and the viewer's role reaches it. */
  hasDonations?: boolean;
}

export interface AppShellProps {
  /** The logged-in viewer, or null. */
  viewer: ShellViewer | null;
  showDevMailbox: boolean;
  /** The start-up almost-there flag: without an almost-funded project, the header does not offer the listing. */
  showAlmostFunded?: boolean;
  /** Shown first in a logged-in viewer's header (the notifications bell). */
  viewerExtras?: ReactNode;
  /** The header search: a non-empty query. */
  onSearch: (query: string) => void;
  children: ReactNode;
}

function navClass({ isActive }: { isActive: boolean }): string {
  return isActive ? 'nav__link nav__link--active' : 'nav__link';
}

/** Header, main landmark and footer around every page. */
export function AppShell({ viewer, viewerExtras, showAlmostFunded = true, showDevMailbox, onSearch, children }: AppShellProps) {
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
          <nav className="nav" aria-label="Main">
            {viewer ? (
              <>
                {viewerExtras}
                <NavLink className={navClass} to={viewer.actingForId ? paths.projectCreateFor(viewer.actingForId) : paths.projectCreate}>
                  Start a project
                </NavLink>
                {viewer.hasTeam ? (
                  <NavLink className={navClass} to={paths.team(viewer.actingForId ?? viewer.id)}>
                    Team
                  </NavLink>
                ) : null}
                {viewer.hasDonors ? (
                  <NavLink className={navClass} to={paths.donors(viewer.actingForId ?? viewer.id)}>
                    Donors
                  </NavLink>
                ) : null}
                {viewer.hasDonations ? (
                  <NavLink className={navClass} to={paths.donations(viewer.actingForId ?? viewer.id)}>
                    Donations
                  </NavLink>
                ) : null}
                <NavLink className={navClass} to={paths.profile(viewer.id)}>
                  My profile
                </NavLink>
                <NavLink className={navClass} to={paths.personal}>
                  Settings
                </NavLink>
                <NavLink className={navClass} to={paths.logout}>
                  Log out
                </NavLink>
              </>
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
