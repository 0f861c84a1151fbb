import { useState } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { formatCount } from '@storyfund/shared/numbers';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { saveFile } from '@/lib/save-file';
import { importErrorsPath, type DonorImport } from '../api/donor-calls';

/** One import's figures, and its error report when it has one. */
export function ImportResult({ partnerId, item }: { partnerId: number; item: DonorImport }) {
  const api = useApi();
  const [alert, setAlert] = useState<string>();
  const problems = item.invalid + item.duplicates;
  async function download() {
    setAlert(undefined);
    try {
      await saveFile(api, importErrorsPath(partnerId, item.id), `donor-import-${item.id}-errors.csv`);
    } catch (err) {
      setAlert(errorText(err));
    }
  }
  return (
    <div className="donors__result">
      <p role="status">
        {item.already_imported ? <strong>This file was imported already; nothing changed. </strong> : null}
        {item.state === 'failed' ? <strong>The import stopped: {item.error} </strong> : null}
        {formatCount(item.rows_read)} rows read: {formatCount(item.created)} donors added, {formatCount(item.duplicates)} duplicates,{' '}
        {formatCount(item.invalid)} invalid.
      </p>
      {problems > 0 ? (
        <Button variant="secondary" onClick={() => void download()} aria-label={`Download the error report of ${item.file_name}`}>
          Download the error report
        </Button>
      ) : null}
      <FormAlert message={alert} />
    </div>
  );
}
