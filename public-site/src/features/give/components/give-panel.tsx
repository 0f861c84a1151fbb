import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Project } from '@storyfund/shared/contract';
import { GiveForm } from './give-form';
import type { GuestClaimRender } from './thank-you';
import '../give.css';

export interface GivePanelProps {
  /** A full project or a listing's card: the panel reads its id, title and status. */
  project: Pick<Project, 'id' | 'title' | 'status'>;
  /** The account claim form a guest's thank-you offers (the page composes it in; without it, none). */
  guestClaim?: GuestClaimRender | undefined;
}

/** The give panel (contract B): section "Give", id "give", on the project page and the giving pages. */
export function GivePanel({ project, guestClaim }: GivePanelProps) {
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  // The panel loads after the page: a link to #give scrolls here once it exists.
  useEffect(() => {
    if (hash === '#give') ref.current?.scrollIntoView?.({ behavior: 'smooth' });
  }, [hash]);

  return (
    <section className="give panel" aria-label="Give" id="give" ref={ref}>
      {project.status === 'active' ? (
        <GiveForm key={project.id} project={project} guestClaim={guestClaim} />
      ) : (
        <p className="give__note">This project is no longer taking gifts.</p>
      )}
    </section>
  );
}
