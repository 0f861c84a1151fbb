import { Link } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import '../home.css';

const STEPS = [
  {
    title: 'Find a story',
    text: 'Storytellers and partner organisations share projects with a clear goal: a well, a school term, a small business.',
  },
  {
    title: 'Give once or monthly',
    text: 'Choose an amount that fits you. Every gift is recorded to the cent and goes to the project you chose.',
  },
  { title: 'Follow the change', text: 'Follow the people and projects you fund and see updates as the story unfolds.' },
] as const;

/** The marketing landing page at '/' for visitors who are not logged in. */
export function LandingRoute() {
  return (
    <Page title="Fund the stories that change lives">
      <section className="hero" aria-label="Introduction">
        <p className="hero__lead">
          Storyfund connects donors with storytellers and partner organisations raising money for real projects in their communities.
        </p>
        <p className="hero__actions">
          <Link className="button button--primary button--large" to={paths.signup}>
            Create a free account
          </Link>
          <Link className="button button--secondary button--large" to={paths.login}>
            Log in
          </Link>
        </p>
        <p className="muted">
          Speaking for an organisation? <Link to={paths.partnerSignup}>Join as a partner</Link>.
        </p>
      </section>
      <section className="steps" aria-labelledby="how-it-works">
        <h2 id="how-it-works" className="section-title">
          How it works
        </h2>
        <ol className="steps__list">
          {STEPS.map((step) => (
            <li key={step.title} className="steps__item">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </Page>
  );
}
