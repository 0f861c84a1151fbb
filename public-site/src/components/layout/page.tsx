import { useEffect } from 'react';
import type { ReactNode } from 'react';

export interface PageProps {
  title: string;
  /** Narrow pages hold a single form. */
  width?: 'narrow' | 'wide';
  intro?: ReactNode;
  children: ReactNode;
}

/** Sets the document title and renders the page heading. */
export function Page({ title, width = 'wide', intro, children }: PageProps) {
  useEffect(() => {
    document.title = `${title} · Storyfund`;
  }, [title]);
  return (
    <div className={`page page--${width}`}>
      <h1 className="page__title">{title}</h1>
      {intro ? <div className="page__intro">{intro}</div> : null}
      {children}
    </div>
  );
}
