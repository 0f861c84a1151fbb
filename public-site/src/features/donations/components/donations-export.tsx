import { useState } from 'react';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { saveFile } from '@/lib/save-file';
import { donationsExportName, donationsExportPath, type DonationOrder } from '../api/donation-calls';
import type { DonationParams } from '../filters';

interface DonationsExportProps {
  partnerId: number;
  params: DonationParams;
  order: DonationOrder;
  /** False while the filters have errors: there is nothing sound to export. */
  disabled: boolean;
}

/** Downloads the export of what the table shows: the same filters and order, every page (a streamed CSV). */
export function DonationsExport({ partnerId, params, order, disabled }: DonationsExportProps) {
  const api = useApi();
  const [state, setState] = useState<{ busy?: boolean; done?: string; failed?: string }>({});
  async function download() {
    setState({ busy: true });
    try {
      await saveFile(api, donationsExportPath(partnerId, params, order), donationsExportName(partnerId));
      setState({ done: 'Your spreadsheet is downloading.' });
    } catch (err) {
      setState({ failed: errorText(err) });
    }
  }
  return (
    <div className="donations__export">
      <Button variant="secondary" busy={state.busy} busyLabel="Preparing…" disabled={disabled} onClick={() => void download()}>
        Export CSV
      </Button>
      <span className="donations__meta">Every gift that matches the filters, in this order.</span>
      <FormAlert message={state.failed} />
      <FormStatus message={state.done} />
    </div>
  );
}
