import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { DashboardStats, Goal, PublicUser } from '@storyfund/shared/contract';
import { DASHBOARD_ROLES, canManageAccount, isPlatformAdmin } from '@storyfund/shared/roles';
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
import { useActingAs } from '@/lib/acting-as';
import { errorText } from '@/lib/errors';
import { displayName } from '@/lib/user-display';
import { dashboardKey, fundraisingGoalKey, refreshDashboard, setFundraisingGoal } from '../api/dashboard-calls';
import { GoalForm } from '../components/goal-form';
import { RaisedChart } from '../components/raised-chart';
import '../dashboard.css';
import { formatCount } from '@storyfund/shared/numbers';

const money = (cents: number) => formatCents(cents, { dropZeroCents: true });

function Figures({ stats }: { stats: DashboardStats }) {
  const figures: [string, string][] = [
    ['Raised this month', money(stats.raised_this_month_cents)],
    ['Raised this year', money(stats.raised_this_year_cents)],
    ['One-time gifts this year', money(stats.one_time_this_year_cents)],
    ['Monthly gifts this year', money(stats.monthly_this_year_cents)],
    ['Monthly recurring revenue', money(stats.monthly_recurring_revenue_cents)],
    ['New donors this year', formatCount(stats.new_donors_this_year)],
    ['Returning donors this year', formatCount(stats.returning_donors_this_year)],
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

/**
 * /dashboard (login required): a partner's figures, chart, top projects and yearly fundraising goal: the
 * account's own, or, for a collaborator acting for a partner (the header's "Acting as"), that partner's when
 * the role allows (`DASHBOARD_ROLES`). The server checks the role on every call; the screen only explains.
 */
export function DashboardRoute() {
  const api = useApi();
  const session = useSession();
  const user = session.user;
  const actingFor = useActingAs(user);
  const forOther = !!user && actingFor !== null && actingFor !== user.id;
  const account = useSWR<PublicUser>(forOther ? `/users/${actingFor}` : null);
  const partnerId = String(actingFor ?? '');
  const allowed = !!user && (forOther ? isPlatformAdmin(user) || canManageAccount(user, actingFor!, DASHBOARD_ROLES) : true);
  const isPartner = forOther ? account.data?.is_partner === true : user?.is_partner === true;
  const features = useFeatures(actingFor);
  const flagOff = isPartner && features?.dashboard === false;
  const shown = allowed && isPartner && !flagOff;
  const stats = useSWR<DashboardStats>(shown ? dashboardKey(partnerId) : null);
  const goal = useSWR<Goal>(shown ? fundraisingGoalKey(partnerId) : null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  if (!user || (forOther && !account.data && !account.error)) return <Loading label="Loading your account…" />;
  if (forOther && account.error) {
    return (
      <Page title="Dashboard">
        <ErrorState message={errorText(account.error)} onRetry={() => void account.mutate()} />
      </Page>
    );
  }
  const name = forOther && account.data ? displayName(account.data) : null;
  if (flagOff) {
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
  if (forOther && !allowed) {
    return (
      <Page title={`Dashboard of ${name}`}>
        <EmptyState title="Your role does not include the dashboard">
          <p>Only the organisation and its team admins see its figures. Ask an admin of {name} for the admin role.</p>
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
    <Page
      title={name ? `Dashboard of ${name}` : 'Dashboard'}
      intro={<p>How {name ? `${name}’s` : 'your'} fundraising is going. Figures count succeeded gifts; times are UTC.</p>}
    >
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
            {name ? 'Figures' : 'Your figures'}
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
