import type { ReactNode } from 'react';
import '../partners.css';

/** How many partners /foryou recommends. */
export const PARTNERS_FOR_YOU_SHOWN = 3;
export const PARTNERS_FOR_YOU_TITLE_ID = 'partners-for-you-title';

/** The shape of a partner card while its page loads. */
export function PartnerCardSkeleton() {
  return (
    <div className="partner-card partner-card--skeleton" aria-hidden="true">
      <span className="avatar avatar--large skeleton" />
      <div className="partner-card__body">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}

/** /foryou's "Partners for you" section around what it shows. */
export function PartnersForYouFrame({ children }: { children: ReactNode }) {
  return (
    <section className="partners-for-you" aria-labelledby={PARTNERS_FOR_YOU_TITLE_ID}>
      <h2 className="section-title" id={PARTNERS_FOR_YOU_TITLE_ID}>
        Partners for you
      </h2>
      {children}
    </section>
  );
}

/**
 * The section while its partners (or its code) load: the size of three cards. The home route shows it while the
 * section's chunk loads, so the feed under it does not move when the chunk arrives and then again when the
 * partners do (CLS 0.28 on a phone). Small, and light to import: the staff picks page loads it too.
 */
export function PartnersForYouLoading() {
  return (
    <PartnersForYouFrame>
      {/* Line for line what the section shows once loaded: the intro, the cards, the link to every partner. */}
      <div aria-busy="true">
        <p className="muted" role="status">
          Loading partners…
        </p>
        <ul className="partner-grid" aria-hidden="true">
          {Array.from({ length: PARTNERS_FOR_YOU_SHOWN }, (_, i) => (
            <li key={i}>
              <PartnerCardSkeleton />
            </li>
          ))}
        </ul>
        <p aria-hidden="true">{'\u00a0'}</p>
      </div>
    </PartnersForYouFrame>
  );
}
