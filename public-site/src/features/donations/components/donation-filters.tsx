import useSWR from 'swr';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { partnerProjectsKey, type ProjectList } from '../api/donation-calls';
import { KIND_LABELS } from '../format';
import { EMPTY_FILTERS, type DonationForm, type FilterErrors } from '../filters';

interface DonationFiltersProps {
  partnerId: number;
  form: DonationForm;
  errors: FilterErrors;
  onChange: (form: DonationForm) => void;
}

const KIND_OPTIONS = [
  { value: 'one-time', label: KIND_LABELS['one-time'] },
  { value: 'monthly', label: KIND_LABELS.monthly },
] as const;

/** The table's filters; each change applies itself (typing settles first), errors sit under their field. */
export function DonationFilters({ partnerId, form, errors, onChange }: DonationFiltersProps) {
  const projects = useSWR<ProjectList>(partnerProjectsKey(partnerId));
  const set = (field: keyof DonationForm) => (event: { target: { value: string } }) => onChange({ ...form, [field]: event.target.value });
  const projectOptions = (projects.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.title }));
  return (
    <form className="donations__filters" role="search" aria-label="Filter donations" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label="Search donors"
        name="q"
        type="search"
        hint="Part of a name, organisation or email"
        value={form.q}
        error={errors.q}
        onChange={set('q')}
      />
      <TextField label="From" name="datestart" type="date" value={form.datestart} error={errors.datestart} onChange={set('datestart')} />
      <TextField label="To" name="dateend" type="date" value={form.dateend} error={errors.dateend} onChange={set('dateend')} />
      <SelectField
        label="Project"
        name="project_id"
        placeholder="All projects"
        value={form.project_id}
        options={projectOptions}
        error={errors.project_id}
        onChange={set('project_id')}
      />
      <SelectField
        label="Kind"
        name="kind"
        placeholder="All gifts"
        value={form.kind}
        options={KIND_OPTIONS}
        error={errors.kind}
        onChange={set('kind')}
      />
      <TextField label="Minimum ($)" name="min" inputMode="decimal" value={form.min} error={errors.min} onChange={set('min')} />
      <TextField label="Maximum ($)" name="max" inputMode="decimal" value={form.max} error={errors.max} onChange={set('max')} />
      <div className="donations__filter-actions">
        <Button variant="secondary" onClick={() => onChange(EMPTY_FILTERS)}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
