/**
 * All accounts, newest first, searchable by name, email or organisation, or found by exact email; sorted on the
 * server by email, money given, sign-up or last login (GET /api/users?sort&order), exported as CSV with the filters.
 */
import { Typography } from '@mui/material';
import { DataTable, List, Pagination, SearchInput, TextField, TextInput } from 'react-admin';
import type { SessionUser } from '@storyfund/shared/contract';
import { CentsField, CountryField, UtcDateTimeField } from '../components/display-fields.js';
import { ListExportActions } from '../components/list-export-actions.js';
import { UserKindChips } from './user-kind-chips.js';
import { userName } from './user-display.js';

const filters = [
  // Matches name, email or organisation.
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="email" source="email" label="Email" type="email" />,
];

/** The API caps a page at 100 rows. */
const PAGE_SIZES = [10, 25, 50, 100];

function NameCell({ user }: { user: SessionUser }) {
  return (
    <>
      <Typography variant="body2">{userName(user)}</Typography>
      {user.organization_name ? (
        <Typography variant="caption" color="text.secondary">
          {user.organization_name}
        </Typography>
      ) : null}
    </>
  );
}

// The API sorts by the columns USER_SORTS names (shared); the others offer no sorting.
const Col = DataTable.Col<SessionUser>;

export function UserList() {
  return (
    <List
      title="Users"
      filters={filters}
      perPage={25}
      sort={{ field: 'created_at', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      exporter={false}
      actions={<ListExportActions path="users/export" />}
    >
      <DataTable<SessionUser> rowClick="show" bulkActionButtons={false}>
        <Col label="Name" disableSort render={(user) => <NameCell user={user} />} />
        <Col source="email" label="Email">
          <TextField source="email" />
        </Col>
        <Col label="Kind" disableSort>
          <UserKindChips />
        </Col>
        <Col source="country_code" label="Country" disableSort>
          <CountryField source="country_code" />
        </Col>
        <Col source="amount_given_cents" label="Given">
          <CentsField source="amount_given_cents" />
        </Col>
        <Col source="created_at" label="Created">
          <UtcDateTimeField source="created_at" />
        </Col>
        <Col source="last_logged_at" label="Last login">
          <UtcDateTimeField source="last_logged_at" />
        </Col>
      </DataTable>
    </List>
  );
}
