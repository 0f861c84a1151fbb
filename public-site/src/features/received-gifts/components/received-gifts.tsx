import { useState } from 'react';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { saveFile } from '@/lib/save-file';
import { receivedCsvPath } from '../api/received-gifts-calls';
import { ReceivedList } from './received-list';
import { ReceivedPeriodTotal } from './received-period';
import '../received-gifts.css';

/** "Gifts received" on /personal: totals by period, the CSV export, and the list with thank-yous. */
export function ReceivedGifts({ userId }: { userId: string }) {
  return (
    <div className="received-gifts">
      <ReceivedPeriodTotal userId={userId} />
      <CsvDownload userId={userId} />
      <ReceivedList userId={userId} />
    </div>
  );
}

function CsvDownload({ userId }: { userId: string }) {
  const api = useApi();
  const [state, setState] = useState<{ busy?: boolean; done?: string; failed?: string }>({});
  async function download() {
    setState({ busy: true });
    try {
      await saveFile(api, receivedCsvPath(userId), `storyfund-received-gifts-${userId}.csv`);
      setState({ done: 'Your spreadsheet is downloading.' });
    } catch (err) {
      setState({ failed: errorText(err) });
    }
  }
  return (
    <div className="received-gifts__export">
      <Button variant="secondary" busy={state.busy} busyLabel="Preparing…" onClick={() => void download()}>
        Download all (CSV)
      </Button>
      <span className="received-gifts__hint">Every gift you received, with fees, as a spreadsheet.</span>
      <FormAlert message={state.failed} />
      <FormStatus message={state.done} />
    </div>
  );
}
