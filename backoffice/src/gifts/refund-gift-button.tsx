/**
 * Refunds one gift (POST /api/gifts/{id}/refund) after a confirmation that asks for the reason; the API's
 * field error shows under the field, any other refusal in a notification. The page then shows the books after.
 */
import { useState } from 'react';
import UndoIcon from '@mui/icons-material/Undo';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { formatCents } from '@storyfund/shared/money';
import type { AdminGiftDetail } from '@storyfund/shared/contract';
import { ReasonField, useReason } from '../components/reason-field.js';
import type { StoryfundDataProvider } from '../providers/data-provider.js';
import { canRefund } from './gift-display.js';

export function RefundGiftButton() {
  const gift = useRecordContext<AdminGiftDetail>();
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const reason = useReason();
  const [busy, setBusy] = useState(false);
  if (!gift || !canRefund(gift)) return null;

  const close = () => {
    setOpen(false);
    reason.reset();
  };

  async function refund() {
    if (!gift) return;
    if (!reason.check()) return;
    setBusy(true);
    try {
      await dataProvider.setSwitch('gifts', { id: gift.id, name: 'refund', on: true, reason: reason.value });
      notify(`Gift #${gift.id} refunded.`, { type: 'success' });
      close();
      refresh();
    } catch (error) {
      if (!reason.showApiError(error)) {
        notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
        close();
        refresh();
      }
    } finally {
      setBusy(false);
    }
  }

  const parts = [
    gift.card_cents > 0 ? `${formatCents(gift.card_cents)} goes back to the donor's card` : null,
    gift.gift_card_cents > 0 ? `${formatCents(gift.gift_card_cents)} goes back on the gift card` : null,
  ].filter(Boolean);
  return (
    <>
      <Button label="Refund" color="error" variant="outlined" onClick={() => setOpen(true)} disabled={busy}>
        <UndoIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`Refund gift #${gift.id} of ${formatCents(gift.amount_cents + gift.tip_cents)}?`}
        content={
          <>
            {parts.join('; ')}. The project, the donor and the ledger lose this gift. This cannot be undone.
            <ReasonField reason={reason} hint="Kept in the audit log." />
          </>
        }
        confirm="Refund the gift"
        cancel="Cancel"
        onConfirm={() => void refund()}
        onClose={close}
      />
    </>
  );
}
