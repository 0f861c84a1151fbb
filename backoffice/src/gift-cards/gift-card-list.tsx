/** Every gift card, newest first (GET /api/gift-cards/admin), filtered by kind, each cancellable. */
import { Chip, Typography } from '@mui/material';
import { CreateButton, DataTable, List, Pagination, SelectInput, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { CentsField, UtcDateField } from '../components/display-fields.js';
import { CancelGiftCardButton } from './cancel-gift-card-button.js';
import { KIND_FILTER_LABELS, STATUS_LABELS, recipientOf } from './gift-card-record.js';
import type { GiftCardListKind } from '@storyfund/shared/constants';
import type { AdminGiftCard } from '@storyfund/shared/contract';

const kindChoices = (Object.keys(KIND_FILTER_LABELS) as GiftCardListKind[]).map((id) => ({ id, name: KIND_FILTER_LABELS[id] }));

const filters = [<SelectInput key="kind" source="kind" label="Kind" choices={kindChoices} alwaysOn />];

/** The API caps a page at 100 rows. */
const PAGE_SIZES = [10, 25, 50, 100];

function StatusChip() {
  const card = useRecordContext<AdminGiftCard>();
  if (!card) return null;
  const color = card.status === 'created' ? 'success' : card.status === 'canceled' ? 'error' : 'default';
  return <Chip size="small" label={STATUS_LABELS[card.status] ?? card.status} color={color} />;
}

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton label="New gift card" />
    </TopToolbar>
  );
}

// The API lists newest first and does not sort otherwise, so the columns offer no sorting.
const Col = DataTable.Col<AdminGiftCard>;

export function GiftCardList() {
  return (
    <List
      title="Gift cards"
      filters={filters}
      actions={<ListActions />}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      exporter={false}
    >
      <DataTable<AdminGiftCard> rowClick={false} bulkActionButtons={false}>
        <Col source="code" label="Code" disableSort>
          <TextField source="code" sx={{ fontFamily: 'monospace' }} />
        </Col>
        <Col source="derived_type" label="Type" disableSort />
        <Col source="amount_loaded_cents" label="Loaded" disableSort>
          <CentsField source="amount_loaded_cents" />
        </Col>
        <Col source="amount_cents" label="Balance" disableSort>
          <CentsField source="amount_cents" />
        </Col>
        <Col source="status" label="Status" disableSort>
          <StatusChip />
        </Col>
        <Col label="Recipient" disableSort render={(card) => <Typography variant="body2">{recipientOf(card)}</Typography>} />
        <Col source="gift_card_created_at" label="Created" disableSort>
          <UtcDateField source="gift_card_created_at" />
        </Col>
        <Col label="" disableSort>
          <CancelGiftCardButton />
        </Col>
      </DataTable>
    </List>
  );
}
