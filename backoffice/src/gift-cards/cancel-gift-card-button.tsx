/** Cancels one card (POST /api/gift-cards/{id}/cancel) after a confirmation; a refusal shows the API's words. */
import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { formatCents } from '@storyfund/shared/money';
import type { StoryfundDataProvider } from '../providers/data-provider.js';
import type { AdminGiftCard } from '@storyfund/shared/contract';

export function CancelGiftCardButton() {
  const card = useRecordContext<AdminGiftCard>();
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!card || card.status === 'canceled') return null;

  async function cancel() {
    if (!card) return;
    setBusy(true);
    try {
      await dataProvider.postAction('gift-cards', { id: card.id, action: 'cancel' });
      notify(`Gift card ${card.code ?? `#${card.id}`} canceled.`, { type: 'success' });
      refresh();
    } catch (error) {
      // 409 (already canceled, or a gift is being paid with it) and the rest: the API's message.
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <>
      <Button
        label="Cancel"
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        disabled={busy}
      >
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`Cancel gift card ${card.code ?? `#${card.id}`}?`}
        content={`Its balance of ${formatCents(card.amount_cents)} can no longer be used. This cannot be undone.`}
        confirm="Cancel the card"
        cancel="Keep it"
        onConfirm={() => void cancel()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
