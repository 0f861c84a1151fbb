import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { COUNTRIES } from '@storyfund/shared/countries';
import { PROJECT_DESCRIPTION_MAX_LENGTH, PROJECT_TITLE_MAX_LENGTH } from '@storyfund/shared/validation';
import { FormMessages } from '@/components/form/form-messages';
import { SelectField } from '@/components/form/select-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { UploadField } from '@/components/form/upload-field';
import { Button } from '@/components/ui/button';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { placeFieldErrors } from '@/lib/validation';
import { PROJECT_FIELDS, projectPayload, validateProjectForm } from '../project-form-rules';
import type { ProjectFormErrors, ProjectFormValues, ProjectPayload } from '../project-form-rules';
import { CategoryPicker } from './category-picker';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));
const GIFT_TYPE_OPTIONS = [
  { value: 'one-time', label: 'One-time gifts' },
  { value: 'monthly', label: 'Monthly gifts' },
];

export interface ProjectFormProps {
  values: ProjectFormValues;
  onChange: (values: ProjectFormValues) => void;
  submitLabel: string;
  busyLabel: string;
  /** Sends the payload; a rejection's field errors are shown under their fields. */
  submit: (payload: ProjectPayload) => Promise<void>;
}

function focusFirstInvalid(form: HTMLFormElement | null): void {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-form-alert]');
  (target?.tagName === 'FIELDSET' ? target.querySelector<HTMLElement>('input') : target)?.focus();
}

/** The project form (spec §5): client checks with the shared validators first, then the server's answer. */
export function ProjectForm({ values, onChange, submitLabel, busyLabel, submit }: ProjectFormProps) {
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) => onChange({ ...values, [key]: value });

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateProjectForm(values);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await submit(projectPayload(values));
    } catch (err) {
      const { placed, unplaced } = placeFieldErrors(firstFieldErrors(err), PROJECT_FIELDS);
      setErrors(placed);
      setFormError(unplaced.length > 0 ? unplaced.join(' ') : Object.keys(placed).length > 0 ? undefined : errorText(err));
      setFocusRequest((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="form project-form" aria-label="Project" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormMessages formError={formError} errors={errors} />
      <TextField
        label="Title"
        name="title"
        value={values.title}
        maxLength={PROJECT_TITLE_MAX_LENGTH}
        error={errors.title}
        onChange={(e) => set('title', e.target.value)}
      />
      <TextAreaField
        label="Description"
        name="description"
        value={values.description}
        rows={8}
        maxLength={PROJECT_DESCRIPTION_MAX_LENGTH}
        hint="Tell the story: who you are, what the money is for and what will change."
        error={errors.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <div className="form__row">
        <TextField
          label="Goal (US dollars)"
          name="goal_amount_cents"
          inputMode="decimal"
          value={values.goal_amount_cents}
          hint="For example 500 or 1250.50"
          error={errors.goal_amount_cents}
          onChange={(e) => set('goal_amount_cents', e.target.value)}
        />
        <SelectField
          label="Gifts"
          name="gift_type"
          value={values.gift_type}
          options={GIFT_TYPE_OPTIONS}
          error={errors.gift_type}
          onChange={(e) => set('gift_type', e.target.value === 'monthly' ? 'monthly' : 'one-time')}
        />
      </div>
      <CategoryPicker selected={values.categories} onChange={(categories) => set('categories', categories)} error={errors.categories} />
      <SelectField
        label="Country"
        name="country_code"
        value={values.country_code}
        placeholder="Choose a country"
        options={COUNTRY_OPTIONS}
        error={errors.country_code}
        onChange={(e) => set('country_code', e.target.value)}
      />
      <UploadField
        label="Photo"
        name="photo_url"
        values={values.photo_url ? [values.photo_url] : []}
        onChange={(urls) => set('photo_url', urls[0] ?? '')}
        optional
        hint="JPEG, PNG, GIF or WebP, up to 10 MB."
        error={errors.photo_url}
      />
      <TextField
        label="Video link"
        name="video_url"
        type="url"
        optional
        value={values.video_url}
        hint="A YouTube link, or a link to a hosted video."
        error={errors.video_url}
        onChange={(e) => set('video_url', e.target.value)}
      />
      <Button type="submit" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}
