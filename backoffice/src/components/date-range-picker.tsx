/** The one date-range picker of every report: a preset or a custom range, and the bucket, kept in the URL. */
import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { validateStatsRange, type FieldErrors, type StatsBucket } from '@storyfund/shared/validation';
import { PRESETS, presetOf, presetRange, rangeFromSearch, type PresetId, type ReportRange } from './date-range.js';

const BUCKETS: { id: StatsBucket; label: string }[] = [
  { id: 'day', label: 'By day' },
  { id: 'week', label: 'By week' },
  { id: 'month', label: 'By month' },
];

/** The range in the URL (or the last 30 days), and a setter that writes it back. */
export function useReportRange(): [ReportRange, (range: ReportRange) => void] {
  const [search, setSearch] = useSearchParams();
  const range = rangeFromSearch(search);
  return [range, (next) => setSearch({ datestart: next.datestart, dateend: next.dateend, bucket: next.bucket })];
}

export function DateRangePicker({ serverErrors }: { serverErrors?: FieldErrors | undefined }) {
  const [range, setRange] = useReportRange();
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<FieldErrors>();
  const [preset, setPreset] = useState<PresetId>(presetOf(range));
  const shown = errors ?? serverErrors ?? {};
  const apply = (next: ReportRange) => {
    const problems = validateStatsRange(next);
    setErrors(problems);
    if (!problems) setRange(next);
  };
  const choosePreset = (id: PresetId) => {
    setPreset(id);
    const r = presetRange(id);
    if (!r) return;
    const next = { ...draft, ...r };
    setDraft(next);
    apply(next);
  };
  const helper = (field: string) => shown[field]?.join(' ');
  return (
    <Stack
      component="form"
      aria-label="Date range"
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        setPreset(presetOf(draft));
        apply(draft);
      }}
    >
      <TextField select label="Period" value={preset} onChange={(e) => choosePreset(e.target.value as PresetId)} sx={{ minWidth: 160 }}>
        {PRESETS.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="From (UTC)"
        type="date"
        value={draft.datestart}
        onChange={(e) => {
          setPreset('custom');
          setDraft({ ...draft, datestart: e.target.value });
        }}
        error={Boolean(helper('datestart'))}
        helperText={helper('datestart')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="To (UTC, included)"
        type="date"
        value={draft.dateend}
        onChange={(e) => {
          setPreset('custom');
          setDraft({ ...draft, dateend: e.target.value });
        }}
        error={Boolean(helper('dateend'))}
        helperText={helper('dateend')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        label="Show"
        value={draft.bucket}
        onChange={(e) => {
          const next = { ...draft, bucket: e.target.value as StatsBucket };
          setDraft(next);
          apply(next);
        }}
        error={Boolean(helper('bucket'))}
        helperText={helper('bucket')}
        sx={{ minWidth: 140 }}
      >
        {BUCKETS.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.label}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        Show
      </Button>
    </Stack>
  );
}
