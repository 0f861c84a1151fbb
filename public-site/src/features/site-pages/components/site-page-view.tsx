import { Link } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import type { SitePageContent, SiteSection } from '../content/types';
import '../site-pages.css';

function SectionLink({ to, label }: { to: string; label: string }) {
  return /^https?:\/\//.test(to) ? <a href={to}>{label}</a> : <Link to={to}>{label}</Link>;
}

function Section({ section }: { section: SiteSection }) {
  return (
    <section className="site-page__section">
      <h2>{section.heading}</h2>
      {section.paragraphs?.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.list ? (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.links ? (
        <ul className="site-page__links">
          {section.links.map((link) => (
            <li key={link.to}>
              <SectionLink {...link} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** One of the site's own pages, from its content file. */
export function SitePageView({ content }: { content: SitePageContent }) {
  return (
    <Page
      title={content.title}
      width="narrow"
      intro={
        <>
          <p>{content.intro}</p>
          {content.updated ? <p className="muted">Last updated {content.updated}.</p> : null}
        </>
      }
    >
      <div className="site-page">
        {content.sections.map((section) => (
          <Section key={section.heading} section={section} />
        ))}
      </div>
    </Page>
  );
}
