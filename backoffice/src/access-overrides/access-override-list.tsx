/**
 * The override table (GET /api/access-overrides): who may act for which account beyond its team, newest first,
 * filtered by account or user. Removing a row (after a confirmation) takes the account away at once; audited.
 */
import { CreateButton, DataTable, DeleteButton, List, NumberInput, Pagination, TopToolbar } from 'react-admin';
import type { AccessOverride } from '@storyfund/shared/contract';
import { UtcDateTimeField } from '../components/display-fields.js';

const filters = [
  <NumberInput key="account_id" source="account_id" label="Account id" alwaysOn />,
  <NumberInput key="user_id" source="user_id" label="User id" alwaysOn />,
];

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton label="New override" />
    </TopToolbar>
  );
}

const Col = DataTable.Col<AccessOverride>;

export function AccessOverrideList() {
  return (
    <List
      title="Account overrides"
      filters={filters}
      actions={<ListActions />}
      perPage={25}
      sort={{ field: 'created_at', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      exporter={false}
    >
      <DataTable<AccessOverride> rowClick={false} bulkActionButtons={false}>
        <Col source="account_id" label="Account" render={(row) => `${row.account_name} (#${row.account_id})`} />
        <Col source="user_id" label="May act for it" render={(row) => `${row.user_name} (#${row.user_id})`} />
        <Col source="user_email" label="Email" disableSort />
        <Col source="note" label="Why" disableSort />
        <Col source="created_at" label="Added">
          <UtcDateTimeField source="created_at" />
        </Col>
        <Col label="Actions" disableSort>
          <DeleteButton
            mutationMode="pessimistic"
            label="Remove"
            confirmTitle="Remove this override?"
            confirmContent="The user loses this account at once."
          />
        </Col>
      </DataTable>
    </List>
  );
}
