import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import useSWR from 'swr';
import { DONOR_IMPORT_FIELDS, guessDonorColumns, type DonorImportField } from '@storyfund/shared/validation';
import { describedBy, FieldShell } from '@/components/form/field-shell';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { importsKey, uploadDonors, type DonorImport, type DonorImportList } from '../api/donor-calls';
import { readCsvHeader } from '../csv-header';
import { ImportResult } from './import-result';
import { formatCount } from '@storyfund/shared/numbers';

const FIELD_LABELS: Record<DonorImportField, string> = { first_name: 'First name', last_name: 'Last name', email: 'Email' };

type Mapping = Record<DonorImportField, string>;
const EMPTY: Mapping = { first_name: '', last_name: '', email: '' };

/**
 * The donor import in three steps: choose a CSV (its header row is read here), map its columns to first name,
 * last name and email, import. While the upload runs the import's figures are polled (GET stats); then the
 * result shows with its error report.
 */
export function DonorImportForm({ partnerId, onImported }: { partnerId: number; onImported: () => void }) {
  const api = useApi();
  const fileId = `${useId()}-file`;
  const [file, setFile] = useState<File>();
  const [header, setHeader] = useState<string[]>([]);
  const [mapping, setMapping] = useState<Mapping>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DonorImport>();
  // While the upload runs, the newest import's figures every second (the server commits them batch by batch).
  const progress = useSWR<DonorImportList>(busy ? importsKey(partnerId) : null, { refreshInterval: 1000 });
  const running = progress.data?.data.find((item) => item.state === 'running');

  async function choose(chosen: File | undefined) {
    setResult(undefined);
    setAlert(undefined);
    setErrors({});
    setFile(chosen);
    const cells = chosen ? await readCsvHeader(chosen) : [];
    setHeader(cells);
    setMapping({ ...EMPTY, ...guessDonorColumns(cells) });
    if (chosen && cells.length === 0) setErrors({ file: 'This file has no header row' });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(undefined);
    setResult(undefined);
    const missing: Record<string, string> = {};
    if (!file) missing.file = 'Choose a CSV file';
    for (const field of DONOR_IMPORT_FIELDS)
      if (file && !mapping[field]) missing[`${field}_column`] = `Choose the column with the ${FIELD_LABELS[field].toLowerCase()}`;
    setErrors(missing);
    if (!file || Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const done = await uploadDonors(api, partnerId, file, {
        first_name_column: mapping.first_name,
        last_name_column: mapping.last_name,
        email_column: mapping.email,
      });
      setResult(done);
      onImported();
    } catch (err) {
      const fields = firstFieldErrors(err);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setAlert(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const options = header.map((cell) => ({ value: cell, label: cell }));
  return (
    <form className="donors__import" onSubmit={(e) => void submit(e)} noValidate aria-label="Import donors">
      <FormAlert message={alert} />
      <FieldShell id={fileId} label="CSV file" hint="A header row, then one donor a line. Nobody is emailed." error={errors.file}>
        <input
          id={fileId}
          name="file"
          type="file"
          accept=".csv,text/csv"
          className="field__control"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={describedBy(fileId, 'hint', errors.file)}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </FieldShell>
      {header.length > 0 ? (
        <fieldset className="donors__mapping">
          <legend>Which column holds what?</legend>
          {DONOR_IMPORT_FIELDS.map((field) => (
            <SelectField
              key={field}
              label={FIELD_LABELS[field]}
              name={`${field}_column`}
              value={mapping[field]}
              placeholder="Choose a column"
              options={options}
              onChange={(e) => setMapping((current) => ({ ...current, [field]: e.target.value }))}
              error={errors[`${field}_column`]}
            />
          ))}
        </fieldset>
      ) : null}
      <Button type="submit" busy={busy} busyLabel="Importing…">
        Import donors
      </Button>
      <FormStatus
        message={
          busy
            ? running
              ? `Importing… ${formatCount(running.rows_read)} rows read, ${formatCount(running.created)} donors added`
              : 'Uploading…'
            : undefined
        }
      />
      {result ? <ImportResult partnerId={partnerId} item={result} /> : null}
    </form>
  );
}
