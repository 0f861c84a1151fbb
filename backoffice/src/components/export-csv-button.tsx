/** "Export CSV": downloads a streamed export of the API through the data provider (the session's bearer), then saves it. */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useNotify } from 'react-admin';
import type { QueryParams } from '@storyfund/shared/transport';
import type { StoryfundDataProvider } from '../providers/data-provider.js';

/** Hands a downloaded file to the browser as a download with its name. */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ExportCsvButton({ path, query, label = 'Export CSV' }: { path: string; query: QueryParams; label?: string }) {
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.downloadCsv(path, query);
      saveFile(data.blob, data.filename);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={busy ? 'Exporting…' : label} onClick={() => void exportCsv()} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
}
