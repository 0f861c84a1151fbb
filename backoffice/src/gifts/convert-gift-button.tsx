/**
 * Converts one gift (POST /api/gifts/{id}/convert): the admin picks another live project of the gift's
 * recipient (GET /api/gifts/{id}/convert-targets), gives the reason, and confirms a dialog that states what
 * moves where. Field errors show under their field, any other refusal in a notification; the page then shows
 * the gift in its new project, its conversions and the books after.
 */
import { useState } from 'react';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Autocomplete, TextField as MuiTextField, Typography } from '@mui/material';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { formatCents } from '@storyfund/shared/money';
import type { AdminGiftDetail, ConvertTarget } from '@storyfund/shared/contract';
import { giftConversionRefusal } from '@storyfund/shared/validation';
import { ReasonField, useReason } from '../components/reason-field.js';
import { fieldError } from '../providers/api-errors.js';
import type { StoryfundDataProvider } from '../providers/data-provider.js';

/** What the dialog says moves: the gift's amount out of one project's total and into the other's. */
export function conversionSummary(
  gift: Pick<AdminGiftDetail, 'amount_cents' | 'project_title' | 'project_amount_raised_cents'>,
  target: ConvertTarget,
) {
  return (
    `${formatCents(gift.amount_cents)} moves from “${gift.project_title}” (raised ${formatCents(gift.project_amount_raised_cents)} → ` +
    `${formatCents(gift.project_amount_raised_cents - gift.amount_cents)}) to “${target.title}” (raised ` +
    `${formatCents(target.amount_raised_cents)} → ${formatCents(target.amount_raised_cents + gift.amount_cents)}).`
  );
}

export function ConvertGiftButton() {
  const gift = useRecordContext<AdminGiftDetail>();
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const reason = useReason();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [targets, setTargets] = useState<ConvertTarget[] | undefined>();
  const [target, setTarget] = useState<ConvertTarget | null>(null);
  const [targetError, setTargetError] = useState<string | undefined>();
  // Opened from the table the record has no books yet; the button waits for the gift itself.
  if (!gift || !Array.isArray(gift.ledger_entries) || giftConversionRefusal(gift)) return null;

  const close = () => {
    setOpen(false);
    setTarget(null);
    setTargetError(undefined);
    reason.reset();
  };

  async function start() {
    if (!gift) return;
    setOpen(true);
    setTargets(undefined);
    try {
      setTargets((await dataProvider.getConvertTargets({ id: gift.id })).data);
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      close();
    }
  }

  async function convert() {
    if (!gift) return;
    const reasonOk = reason.check();
    if (!target) setTargetError('Choose the project the gift moves to.');
    if (!target || !reasonOk) return;
    setBusy(true);
    try {
      await dataProvider.convertGift({
        id: gift.id,
        data: { project_id: target.id, from_project_id: gift.project_id, reason: reason.value },
      });
      notify(`Gift #${gift.id} moved to “${target.title}”.`, { type: 'success' });
      close();
      refresh();
    } catch (error) {
      const onTarget = fieldError(error, 'project_id');
      if (onTarget) setTargetError(onTarget);
      if (!reason.showApiError(error) && !onTarget) {
        notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
        close();
        refresh();
      }
    } finally {
      setBusy(false);
    }
  }

  const none = targets !== undefined && targets.length === 0;
  return (
    <>
      <Button label="Convert" variant="outlined" onClick={() => void start()} disabled={busy}>
        <SwapHorizIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`Move gift #${gift.id} of ${formatCents(gift.amount_cents)} to another project?`}
        content={
          <>
            <Autocomplete
              options={targets ?? []}
              loading={targets === undefined}
              value={target}
              onChange={(_event, value) => {
                setTarget(value);
                setTargetError(undefined);
              }}
              getOptionLabel={(option) => `${option.title} (#${option.id})`}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              noOptionsText="No other live project of this recipient"
              renderInput={(params) => (
                <MuiTextField
                  {...params}
                  label="Move to project"
                  required
                  margin="dense"
                  error={targetError !== undefined || none}
                  helperText={
                    targetError ??
                    (none ? 'This recipient has no other live project: refund the gift instead.' : `Projects of ${gift.recipient_name}`)
                  }
                />
              )}
            />
            {target && (
              <Typography variant="body2" sx={{ my: 1 }} data-testid="conversion-summary">
                {conversionSummary(gift, target)} The donor's and the recipient's totals, the fees and the receipt's amount do not change;
                converting back undoes it.
              </Typography>
            )}
            <ReasonField reason={reason} hint="Kept in the audit log." />
          </>
        }
        confirm="Move the gift"
        cancel="Cancel"
        onConfirm={() => void convert()}
        onClose={close}
      />
    </>
  );
}
