import useSWR from 'swr';
import type { DonorDashboard as DonorDashboardData } from '@storyfund/shared/contract';
import { formatCents } from '@storyfund/shared/money';
import { ErrorState, Loading } from '@/components/feedback/states';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { donorDashboardKey, setDonorGoal } from '../api/dashboard-calls';
import { GoalForm } from './goal-form';
import '../dashboard.css';
import { formatCount } from '@storyfund/shared/numbers';

/** A donor's dashboard on /personal: given this year, projects supported, lives changed, and their own giving goal. */
export function DonorDashboard({ userId, canSetGoal }: { userId: string; canSetGoal: boolean }) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<DonorDashboardData>(donorDashboardKey(userId));
  if (isLoading) return <Loading label="Loading your giving…" />;
  if (error || !data) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  return (
    <div className="donor-dashboard">
      <dl className="dashboard-figures">
        <div className="dashboard-figure">
          <dt>Given this year</dt>
          <dd>{formatCents(data.given_this_year_cents, { dropZeroCents: true })}</dd>
        </div>
        <div className="dashboard-figure">
          <dt>Projects supported</dt>
          <dd>{formatCount(data.projects_supported)}</dd>
        </div>
        <div className="dashboard-figure">
          <dt>Lives changed</dt>
          <dd>{formatCount(data.lives_changed)}</dd>
        </div>
      </dl>
      <p className="muted">Lives changed: the funded projects you gave to.</p>
      {canSetGoal ? (
        <GoalForm
          key={`${data.goal.year}-${data.goal.goal_cents ?? ''}`}
          goal={data.goal}
          verb="given"
          label="Giving goal"
          onSave={async (cents) => {
            const goal = await setDonorGoal(api, userId, cents);
            await mutate({ ...data, goal }, { revalidate: false });
            return goal;
          }}
        />
      ) : null}
    </div>
  );
}
