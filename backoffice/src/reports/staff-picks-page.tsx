/**
 * /staffpicks-tracker: picks over time, the current picks' funding pace against the other active projects, and
 * (admins) pick, force and unpick from here, with the projects grid's calls (POST/DELETE
 * /api/projects/{id}/staff-picks and /force-staff-picks), each after a confirmation.
 */
import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Confirm, useDataProvider, useNotify, usePermissions } from 'react-admin';
import type { StatsStaffPicks } from '@storyfund/shared/contract';
import { formatUtcDateTime } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';
import type { StoryfundDataProvider } from '../providers/data-provider.js';
import { FigureTable, ReportPage, Section } from './report-page.js';

interface Action {
  projectId: number;
  title: string;
  name: 'staff-picks' | 'force-staff-picks';
  on: boolean;
  label: string;
}

function useSwitch(reload: () => void) {
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState<Action>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await dataProvider.setSwitch('projects', { id: pending.projectId, name: pending.name, on: pending.on });
      notify(`${pending.label}: done for “${pending.title}”.`, { type: 'success' });
      reload();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setPending(undefined);
    }
  };
  const dialog = (
    <Confirm
      isOpen={pending !== undefined}
      loading={busy}
      title={pending ? `${pending.label}: “${pending.title}”?` : ''}
      content="It takes effect at once and is recorded in the audit log. You can undo it from here."
      confirm={pending?.label ?? 'Confirm'}
      onConfirm={() => void run()}
      onClose={() => setPending(undefined)}
    />
  );
  return { ask: setPending, dialog };
}

function PickById({ ask }: { ask: (action: Action) => void }) {
  const [id, setId] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Stack
      component="form"
      aria-label="Pick a project"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        const projectId = Number(id);
        if (!Number.isInteger(projectId) || projectId < 1) {
          setError('Enter a project id');
          return;
        }
        setError(undefined);
        ask({ projectId, title: `project #${projectId}`, name: 'staff-picks', on: true, label: 'Staff-pick' });
      }}
    >
      <TextField label="Project id" value={id} onChange={(e) => setId(e.target.value)} error={Boolean(error)} helperText={error} />
      <Button type="submit" variant="contained">
        Staff-pick
      </Button>
    </Stack>
  );
}

function Tracker({ s, reload }: { s: StatsStaffPicks; reload: () => void }) {
  const { permissions } = usePermissions<string>();
  const admin = permissions === 'admin';
  const { ask, dialog } = useSwitch(reload);
  return (
    <>
      <Section title="Funding pace (average raised per project per day)">
        <FigureTable
          label="Funding pace"
          head={['Projects', 'Per day']}
          rows={[
            ['Staff picks', formatCents(s.pace.staff_picks_cents_per_day)],
            ['Other active projects', formatCents(s.pace.others_cents_per_day)],
          ]}
        />
      </Section>
      <Section title="Picks over time">
        <Box sx={{ height: 220 }} role="img" aria-label="Bar chart of staff picks made by period">
          <ResponsiveContainer>
            <BarChart data={s.series.map((p) => ({ period: p.period, Picks: p.picks }))}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="period" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Bar dataKey="Picks" fill="#1565c0" />
            </BarChart>
          </ResponsiveContainer>
        </Box>
      </Section>
      <Section title="Current staff picks">
        {admin ? <PickById ask={ask} /> : null}
        {s.picks.length === 0 ? (
          <Typography variant="body2">No project is staff-picked.</Typography>
        ) : (
          <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0 }} aria-label="Current staff picks">
            {s.picks.map((p) => (
              <Stack
                component="li"
                key={p.project_id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider', py: 1 }}
              >
                <Typography variant="body2">
                  <strong>{p.title}</strong> (#{p.project_id}){p.forced ? ', forced' : ''}: picked {formatUtcDateTime(p.staff_picked_at)};{' '}
                  {formatCents(p.raised_in_range_cents)} in the period; {formatCents(p.raised_cents)} of {formatCents(p.goal_amount_cents)}
                </Typography>
                {admin ? (
                  <Stack direction="row" spacing={1}>
                    <Button
                      variant="outlined"
                      aria-label={`${p.forced ? 'Unforce' : 'Force'}: ${p.title}`}
                      onClick={() =>
                        ask({
                          projectId: p.project_id,
                          title: p.title,
                          name: 'force-staff-picks',
                          on: !p.forced,
                          label: p.forced ? 'Unforce' : 'Force',
                        })
                      }
                    >
                      {p.forced ? 'Unforce' : 'Force'}
                    </Button>
                    <Button
                      variant="outlined"
                      aria-label={`Unpick: ${p.title}`}
                      onClick={() => ask({ projectId: p.project_id, title: p.title, name: 'staff-picks', on: false, label: 'Unpick' })}
                    >
                      Unpick
                    </Button>
                  </Stack>
                ) : null}
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
      {dialog}
    </>
  );
}

export function StaffPicksPage() {
  return (
    <ReportPage<StatsStaffPicks> title="Staff picks tracker" report="staff-picks" exportPath="stats/staff-picks/export">
      {(s, _range, reload) => <Tracker s={s} reload={reload} />}
    </ReportPage>
  );
}
