import { useMemo } from 'react';
import { NavLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTING_CATEGORIES } from '@storyfund/shared/constants';
import type { RoutingCategory } from '@storyfund/shared/constants';
import { COUNTRIES, isCountryCode } from '@storyfund/shared/countries';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { PartnerDirectory } from '../components/partner-directory';
import type { PartnerListing } from '../partner-directory-request';
import '../partners.css';

const COPY: Record<PartnerListing, { title: string; intro: string; empty: string }> = {
  all: {
    title: 'Partners',
    intro: 'Organisations raising funds on Storyfund, those that raised the most first.',
    empty: 'No partners here yet',
  },
  new: { title: 'New partners', intro: 'Organisations that joined most recently.', empty: 'No new partners yet' },
  large: {
    title: 'Partners with large projects',
    intro: 'Organisations running a project with a goal over $500.',
    empty: 'No partners with large projects yet',
  },
};

const chip = ({ isActive }: { isActive: boolean }) => (isActive ? 'chip chip--active' : 'chip');

function DirectoryNav({ category }: { category: RoutingCategory | undefined }) {
  return (
    <>
      <nav aria-label="Partner listings">
        <ul className="chips">
          <li>
            <NavLink className={chip} to={paths.partners} end>
              All partners
            </NavLink>
          </li>
          <li>
            <NavLink className={chip} to={paths.newPartners}>
              New partners
            </NavLink>
          </li>
          <li>
            <NavLink className={chip} to={paths.largePartners}>
              With large projects
            </NavLink>
          </li>
        </ul>
      </nav>
      <nav aria-label="Partners by category">
        <ul className="chips">
          {ROUTING_CATEGORIES.map((name) => (
            <li key={name}>
              <NavLink className={chip} to={paths.partnersInCategory(name)} aria-current={name === category ? 'page' : undefined}>
                {name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** The country filter: `?country=KE` in the address, so it can be shared and survives a reload. */
function CountryFilter({ value }: { value: string | undefined }) {
  const navigate = useNavigate();
  const countries = useMemo(() => [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name)), []);
  return (
    <div className="field partner-filter">
      <label className="field__label" htmlFor="partner-country">
        Country
      </label>
      <select
        id="partner-country"
        className="field__control"
        value={value ?? ''}
        onChange={(event) => navigate(event.target.value ? `?country=${event.target.value}` : '?')}
      >
        <option value="">Every country</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /partners, /new-partners, /partners-with-large-projects and /partners/{category}. */
export function PartnersRoute({ listing, category }: { listing: PartnerListing; category?: RoutingCategory }) {
  const [params] = useSearchParams();
  const country = params.get('country')?.toUpperCase();
  const countryCode = !category && country && isCountryCode(country) ? country : undefined;
  const copy = COPY[listing];
  const title = category ? `${category} partners` : copy.title;
  return (
    <Page title={title} intro={<p>{category ? `Organisations working on ${category.toLowerCase()}.` : copy.intro}</p>}>
      <DirectoryNav category={category} />
      {category ? null : <CountryFilter value={countryCode} />}
      <PartnerDirectory
        listing={category ? 'all' : listing}
        filter={{ category, countryCode }}
        label={title}
        emptyTitle={category ? `No ${category.toLowerCase()} partners yet` : copy.empty}
      />
    </Page>
  );
}
