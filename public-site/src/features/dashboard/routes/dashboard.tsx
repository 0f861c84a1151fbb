import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { DashboardStats, Goal } from '@storyfund/shared/contract';
import { formatUtcDateTime } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { FormAlert } from '@/components/form/form-alert';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useApi } from '@/hooks/use-services';
import { useFeatures } from '@/hooks/use-features';
import { useSession } from '@/hooks/use-session';
import { errorText } from '@/lib/errors';
import { dashboardKey, fundraisingGoalKey, refreshDashboard, setFundraisingGoal } from '../api/dashboard-calls';
import { GoalForm } from '../components/goal-form';
import { RaisedChart } from '../components/raised-chart';
import '../dashboard.css';

const money = (cents: number) => formatCents(cents, { dropZeroCents: true });

function Figures({ stats }: { stats: DashboardStats }) {
  const figures: [string, string][] = [
    ['Raised this month', money(stats.raised_this_month_cents)],
    ['Raised this year', money(stats.raised_this_year_cents)],
    ['One-time gifts this year', money(stats.one_time_this_year_cents)],
    ['Monthly gifts this year', money(stats.monthly_this_year_cents)],
    ['Monthly recurring revenue', money(stats.monthly_recurring_revenue_cents)],
    ['New donors this year', stats.new_donors_this_year.toLocaleString('en-US')],
    ['Returning donors this year', stats.returning_donors_this_year.toLocaleString('en-US')],
  ];
  return (
    <dl className="dashboard-figures">
      {figures.map(([label, value]) => (
        <div key={label} className="dashboard-figure">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /dashboard (login required): a partner's own figures, chart, top projects and yearly fundraising goal. */
export function DashboardRoute() {
  const api = useApi();
  const session = useSession();
  const partnerId = session.userId ?? '';
  const features = useFeatures(session.userId);
  const isPartner = session.user?.is_partner === true && features?.dashboard !== false;
  const stats = useSWR<DashboardStats>(isPartner ? dashboardKey(partnerId) : null);
  const goal = useSWR<Goal>(isPartner ? fundraisingGoalKey(partnerId) : null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  if (!session.user) return <Loading label="Loading your account…" />;
  if (session.user.is_partner && features?.dashboard === false) {
    return (
      <Page title="Dashboard">
        <EmptyState title="The dashboard is not available for this account">
          <p>
            Storyfund can turn it on: <Link to={paths.contact}>write to us</Link>.
          </p>
        </EmptyState>
      </Page>
    );
  }
  if (!isPartner) {
    return (
      <Page title="Dashboard">
        <EmptyState title="The dashboard is for partner organisations">
          <p>
            Your giving is on <Link to={paths.personal}>your settings page</Link>.
          </p>
        </EmptyState>
      </Page>
    );
  }

  async function refresh() {
    setBusy(true);
    setProblem(undefined);
    try {
      await stats.mutate(await refreshDashboard(api, partnerId), { revalidate: false });
      await goal.mutate();
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title="Dashboard" intro={<p>How your fundraising is going. Figures count succeeded gifts; times are UTC.</p>}>
      <section className="panel dashboard-section" aria-labelledby="dashboard-goal">
        <h2 className="section-title" id="dashboard-goal">
          Fundraising goal
        </h2>
        {goal.isLoading ? <Loading label="Loading your goal…" /> : null}
        {goal.error ? <ErrorState message={errorText(goal.error)} onRetry={() => void goal.mutate()} /> : null}
        {goal.data ? (
          <GoalForm
            key={`${goal.data.year}-${goal.data.goal_cents ?? ''}`}
            goal={goal.data}
            verb="raised"
            label="Fundraising goal"
            onSave={async (cents) => {
              const saved = await setFundraisingGoal(api, partnerId, cents);
              await goal.mutate(saved, { revalidate: false });
              return saved;
            }}
          />
        ) : null}
      </section>
      <section className="panel dashboard-section" aria-labelledby="dashboard-figures">
        <div className="dashboard-section__header">
          <h2 className="section-title" id="dashboard-figures">
            Your figures
          </h2>
          <Button variant="secondary" busy={busy} busyLabel="Refreshing…" onClick={() => void refresh()}>
            Refresh figures
          </Button>
        </div>
        <FormAlert message={problem} />
        {stats.isLoading ? <Loading label="Loading your figures…" /> : null}
        {stats.error ? <ErrorState message={errorText(stats.error)} onRetry={() => void stats.mutate()} /> : null}
        {stats.data ? (
          <>
            <p className="muted">Computed {formatUtcDateTime(stats.data.computed_at)} UTC</p>
            <Figures stats={stats.data} />
            <RaisedChart series={stats.data.series} />
            <h3>Top projects this year</h3>
            {stats.data.top_projects.length === 0 ? (
              <p className="muted">No gifts yet this year.</p>
            ) : (
              <ol className="dashboard-top">
                {stats.data.top_projects.map((p) => (
                  <li key={p.id}>
                    <Link to={paths.project(p.id)}>{p.title}</Link>{' '}
                    <span className="muted">
                      {money(p.raised_cents)} from {p.gifts_count} {p.gifts_count === 1 ? 'gift' : 'gifts'}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </>
        ) : null}
      </section>
    </Page>
  );
}
