/** One gift: who gave what, how it was paid, its refund, its ledger lines and its project's books. */
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BooleanField, FunctionField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { formatUtcDateTime } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';
import type { AdminGiftDetail } from '@storyfund/shared/contract';
import { CentsField, UtcDateTimeField } from '../components/display-fields.js';
import { reconciliation } from './gift-display.js';
import { GiftStatusChip } from './gift-list.js';
import { ConvertGiftButton } from './convert-gift-button.js';
import { RefundGiftButton } from './refund-gift-button.js';

function Actions() {
  return (
    <TopToolbar>
      <ConvertGiftButton />
      <RefundGiftButton />
    </TopToolbar>
  );
}

// Opened from the table, the page first shows the table's row (no books yet) until the gift itself arrives.
const hasBooks = (gift: AdminGiftDetail | undefined): gift is AdminGiftDetail => Array.isArray(gift?.ledger_entries);

function LedgerLines() {
  const gift = useRecordContext<AdminGiftDetail>();
  if (!hasBooks(gift)) return null;
  return (
    <Table size="small" aria-label="Ledger lines">
      <TableHead>
        <TableRow>
          <TableCell>Journal</TableCell>
          <TableCell>Account</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {gift.ledger_entries.map((line, index) => (
          <TableRow key={`${line.journal}-${line.account}-${index}`}>
            <TableCell sx={{ wordBreak: 'break-all' }}>{line.journal}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{line.account}</TableCell>
            <TableCell align="right">{formatCents(line.amount_cents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Where the gift was moved, oldest first: the first row's "From" is where the donor gave. */
function Conversions() {
  const gift = useRecordContext<AdminGiftDetail>();
  if (!hasBooks(gift) || gift.conversions.length === 0) return null;
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        Conversions
      </Typography>
      <Table size="small" aria-label="Conversions">
        <TableHead>
          <TableRow>
            <TableCell>When (UTC)</TableCell>
            <TableCell>From</TableCell>
            <TableCell>To</TableCell>
            <TableCell>Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {gift.conversions.map((c) => (
            <TableRow key={c.at}>
              <TableCell>{formatUtcDateTime(c.at)}</TableCell>
              <TableCell>{`${c.from_project_title} (#${c.from_project_id})`}</TableCell>
              <TableCell>{`${c.to_project_title} (#${c.to_project_id})`}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{c.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

function Books() {
  const gift = useRecordContext<AdminGiftDetail>();
  if (!hasBooks(gift)) return null;
  const check = reconciliation(gift);
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        Books
      </Typography>
      <Alert severity={check.ok ? 'success' : 'error'} sx={{ my: 1 }} role="status">
        {check.ok
          ? `Reconciled: the gift's ledger lines sum to ${formatCents(0)}, and the project's total equals its ledger balance.`
          : `Not reconciled: the lines sum to ${formatCents(check.linesCents)}; the project raised ${formatCents(gift.project_amount_raised_cents)} against a ledger balance of ${formatCents(gift.project_ledger_cents)}.`}
      </Alert>
      <Labeled label="Project raised">
        <CentsField source="project_amount_raised_cents" />
      </Labeled>
      <Labeled label="Project ledger balance">
        <CentsField source="project_ledger_cents" />
      </Labeled>
      <Labeled label="Project goal">
        <CentsField source="project_goal_amount_cents" />
      </Labeled>
      <Labeled label="Funded at (UTC)">
        <UtcDateTimeField source="project_funded_at" />
      </Labeled>
      <LedgerLines />
    </>
  );
}

export function GiftShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="id" label="Gift" />
        <FunctionField<AdminGiftDetail> label="Status" render={() => <GiftStatusChip />} />
        <UtcDateTimeField source="gift_at" label="When (UTC)" />
        <FunctionField<AdminGiftDetail> label="Donor" render={(gift) => `${gift.donor_name} (user #${gift.donor_id})`} />
        <FunctionField<AdminGiftDetail> label="Project" render={(gift) => `${gift.project_title} (#${gift.project_id})`} />
        <CentsField source="amount_cents" label="Amount" />
        <CentsField source="tip_cents" label="Tip" />
        <CentsField source="card_cents" label="Charged to the card" />
        <CentsField source="gift_card_cents" label="Paid by gift card" />
        <BooleanField source="monthly_gift" label="Monthly gift" />
        <TextField source="payment_provider" label="Processor" emptyText="—" />
        <UtcDateTimeField source="refunded_at" label="Refunded at (UTC)" />
        <TextField source="refund_reason" label="Refund reason" emptyText="—" />
        <FunctionField<AdminGiftDetail>
          label="Processor refund"
          render={(gift) =>
            gift.processor_refund
              ? `${gift.processor_refund.id}: ${formatCents(gift.processor_refund.amount_cents)} (${gift.processor_refund.status})`
              : '—'
          }
        />
        <Conversions />
        <Books />
      </SimpleShowLayout>
    </Show>
  );
}
