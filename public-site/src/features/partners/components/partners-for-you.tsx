import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { countryName } from '@storyfund/shared/countries';
import type { TopPartners } from '@storyfund/shared/contract';
import { EmptyState, ErrorState } from '@/components/feedback/states';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { errorText } from '@/lib/errors';
import { PartnerCard } from './partner-card';
import { PARTNERS_FOR_YOU_SHOWN, PARTNERS_FOR_YOU_TITLE_ID, PartnersForYouFrame, PartnersForYouLoading } from './partners-loading';

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
  const { data, error, isLoading, mutate } = useSWR<TopPartners>([`/top-partner-for-user?limit=${PARTNERS_FOR_YOU_SHOWN}`, userId ?? 0]);
  if (isLoading) return <PartnersForYouLoading />;
  let body;
  if (error || !data) {
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
        <ul className="partner-grid" aria-labelledby={PARTNERS_FOR_YOU_TITLE_ID}>
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
  return <PartnersForYouFrame>{body}</PartnersForYouFrame>;
}
