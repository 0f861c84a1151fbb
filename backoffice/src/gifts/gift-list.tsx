/** Every gift (GET /api/gifts): paged, sorted and filtered on the server; a row opens the gift. */
import { Chip } from '@mui/material';
import { DataTable, List, NumberInput, Pagination, SelectInput, useRecordContext } from 'react-admin';
import type { AdminGift } from '@storyfund/shared/contract';
import { CentsField, UtcDateTimeField } from '../components/display-fields.js';
import { GIFT_STATUS_LABELS, giftStatusChoices } from './gift-display.js';

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={giftStatusChoices} alwaysOn />,
  <NumberInput key="project_id" source="project_id" label="Project id" min={1} />,
  <NumberInput key="donor_id" source="donor_id" label="Donor id" min={1} />,
];

/** The API caps a page at 100 rows. */
const PAGE_SIZES = [10, 25, 50, 100];

export function GiftStatusChip() {
  const gift = useRecordContext<AdminGift>();
  if (!gift) return null;
  const color = gift.status === 'succeeded' ? 'success' : gift.status === 'refunded' ? 'warning' : 'default';
  return <Chip size="small" label={GIFT_STATUS_LABELS[gift.status]} color={color} />;
}

// The API sorts on id, gift_at, amount_cents and tip_cents only; the other columns offer no sorting.
const Col = DataTable.Col<AdminGift>;

export function GiftList() {
  return (
    <List
      title="Gifts"
      filters={filters}
      perPage={25}
      sort={{ field: 'gift_at', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      exporter={false}
    >
      <DataTable<AdminGift> rowClick="show" bulkActionButtons={false}>
        <Col source="id" label="Gift" />
        <Col source="gift_at" label="When (UTC)">
          <UtcDateTimeField source="gift_at" />
        </Col>
        <Col source="donor_name" label="Donor" disableSort />
        <Col source="project_title" label="Project" disableSort />
        <Col source="amount_cents" label="Amount">
          <CentsField source="amount_cents" />
        </Col>
        <Col source="tip_cents" label="Tip">
          <CentsField source="tip_cents" />
        </Col>
        <Col source="gift_card_cents" label="Gift card part" disableSort>
          <CentsField source="gift_card_cents" />
        </Col>
        <Col source="monthly_gift" label="Kind" disableSort render={(gift) => (gift.monthly_gift ? 'Monthly' : 'One-time')} />
        <Col source="status" label="Status" disableSort>
          <GiftStatusChip />
        </Col>
      </DataTable>
    </List>
  );
}
