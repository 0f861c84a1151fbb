import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { setFlag } from '@/lib/local-flags';

/** A link to /login that brings the visitor back here afterwards (prevUrl). */
export function LoginLink({ children, className }: { children: ReactNode; className?: string }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    <Link className={className} to={paths.login} onClick={() => setFlag('prevUrl', here)}>
      {children}
    </Link>
  );
}
