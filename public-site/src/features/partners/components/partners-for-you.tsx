import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { countryName } from '@storyfund/shared/countries';
import type { TopPartners } from '@storyfund/shared/contract';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { errorText } from '@/lib/errors';
import { PartnerCard, PartnerCardSkeleton } from './partner-card';
import '../partners.css';

/** How many partners /foryou recommends. */
const SHOWN = 3;
const TITLE_ID = 'partners-for-you-title';

/** "A, B and C" (the first three, then "and more"). */
function listed(names: string[]): string {
  const shown = names.length > 3 ? [...names.slice(0, 3), 'more'] : names;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : (shown[0] ?? '');
}

/** Why these partners: what the caller's giving and follows have in common with them. */
function introOf(basedOn: TopPartners['based_on']): string {
  const places = basedOn.countries.map((code) => countryName(code) ?? code);
  if (basedOn.categories.length === 0 && places.length === 0) return 'Well-rated partners to discover.';
  const parts = [
    basedOn.categories.length > 0 ? `working on ${listed(basedOn.categories)}` : '',
    places.length > 0 ? `in ${listed(places)}` : '',
  ].filter(Boolean);
  return `Partners ${parts.join(' or ')}, like the ones you give to and follow.`;
}

/** /foryou's "Partners for you": partners recommended from the viewer's giving and follows (well rated for a visitor). */
export function PartnersForYou() {
  const { userId } = useSession();
  const { data, error, isLoading, mutate } = useSWR<TopPartners>([`/top-partner-for-user?limit=${SHOWN}`, userId ?? 0]);
  let body;
  if (isLoading) {
    body = (
      <div aria-busy="true">
        <Loading label="Loading partners…" />
        <ul className="partner-grid" aria-hidden="true">
          {Array.from({ length: SHOWN }, (_, i) => (
            <li key={i}>
              <PartnerCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (error || !data) {
    body = <ErrorState title="Partners could not be loaded" message={errorText(error)} onRetry={() => void mutate()} />;
  } else if (data.data.length === 0) {
    body = (
      <EmptyState title="No partners to suggest yet">
        <p>
          You know every partner we would suggest. <Link to={paths.partners}>Browse the partners</Link>
        </p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <p className="muted">{introOf(data.based_on)}</p>
        <ul className="partner-grid" aria-labelledby={TITLE_ID}>
          {data.data.map((partner) => (
            <li key={partner.id}>
              <PartnerCard partner={partner} />
            </li>
          ))}
        </ul>
        <p>
          <Link to={paths.partners}>See every partner</Link>
        </p>
      </>
    );
  }
  return (
    <section className="partners-for-you" aria-labelledby={TITLE_ID}>
      <h2 className="section-title" id={TITLE_ID}>
        Partners for you
      </h2>
      {body}
    </section>
  );
}
