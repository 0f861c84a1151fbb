import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { onboardingChecklist, type OnboardingStepKey } from '@storyfund/shared/constants';
import type { OwnerCheckup, ProjectList } from '@storyfund/shared/contract';
import { ErrorState, Loading } from '@/components/feedback/states';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/errors';
import { latestOwnProjectKey, ownerCheckupKey } from '../api/profile-calls';

/** Where each step is done. */
function stepLink(key: OnboardingStepKey, latestProjectId: number | null): { to: string; text: string } {
  switch (key) {
    case 'photo':
    case 'cover':
    case 'bio':
      return { to: paths.personal, text: 'Edit your profile' };
    case 'project':
      return { to: paths.projectCreate, text: 'Start a project' };
    case 'post':
      return { to: '#community-post-form', text: 'Write a post' };
    case 'update':
      return latestProjectId === null
        ? { to: paths.projectCreate, text: 'Start a project first' }
        : { to: paths.projectUpdate(latestProjectId), text: 'Post an update' };
  }
}

/**
 * The onboarding checklist on a partner's own profile (issue #9): six steps from the owner-checkup counts, each
 * linking to where it is done; hidden once every step is done.
 */
export function OnboardingChecklist({ profileId }: { profileId: string }) {
  const counts = useSWR<OwnerCheckup>(ownerCheckupKey(profileId));
  const latest = useSWR<ProjectList>(counts.data && counts.data.projects > 0 ? latestOwnProjectKey(profileId) : null);
  if (counts.isLoading) return <Loading label="Loading your checklist…" />;
  if (counts.error || !counts.data)
    return <ErrorState title="Your checklist could not be loaded" message={errorText(counts.error)} onRetry={() => void counts.mutate()} />;
  const { steps, complete } = onboardingChecklist(counts.data);
  if (complete) return null;
  const done = steps.filter((step) => step.done).length;
  const latestProjectId = latest.data?.data[0]?.id ?? null;
  return (
    <section className="panel onboarding" aria-labelledby="onboarding-title">
      <h2 id="onboarding-title" className="section-title">
        Get your profile ready
      </h2>
      <p className="muted" id="onboarding-progress">
        {done} of {steps.length} done
      </p>
      <progress className="onboarding__bar" max={steps.length} value={done} aria-labelledby="onboarding-progress" />
      <ul className="onboarding__steps">
        {steps.map((step) => {
          const link = stepLink(step.key, latestProjectId);
          return (
            <li key={step.key} className={step.done ? 'onboarding__step onboarding__step--done' : 'onboarding__step'} data-step={step.key}>
              <span className="onboarding__mark" aria-hidden="true">
                {step.done ? '✓' : '○'}
              </span>
              <span className="onboarding__label">
                {step.label}
                <span className="visually-hidden">{step.done ? ' (done)' : ' (to do)'}</span>
              </span>
              {step.done ? null : (
                <Link className="onboarding__link" to={link.to}>
                  {link.text}
                  <span className="visually-hidden">: {step.label.toLowerCase()}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
