/** All accounts, newest first, searchable by name, email or organisation, or found by exact email. */
import { Typography } from '@mui/material';
import { DataTable, List, Pagination, SearchInput, TextField, TextInput } from 'react-admin';
import type { SessionUser } from '@storyfund/shared/contract';
import { CentsField, CountryField, UtcDateTimeField } from '../components/display-fields.js';
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

// The API lists newest first and does not sort otherwise, so the columns offer no sorting.
const Col = DataTable.Col<SessionUser>;

export function UserList() {
  return (
    <List title="Users" filters={filters} perPage={25} pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />} exporter={false}>
      <DataTable<SessionUser> rowClick="show" bulkActionButtons={false}>
        <Col label="Name" disableSort render={(user) => <NameCell user={user} />} />
        <Col source="email" label="Email" disableSort>
          <TextField source="email" />
        </Col>
        <Col label="Kind" disableSort>
          <UserKindChips />
        </Col>
        <Col source="country_code" label="Country" disableSort>
          <CountryField source="country_code" />
        </Col>
        <Col source="amount_given_cents" label="Given" disableSort>
          <CentsField source="amount_given_cents" />
        </Col>
        <Col source="created_at" label="Created" disableSort>
          <UtcDateTimeField source="created_at" />
        </Col>
        <Col source="last_logged_at" label="Last login" disableSort>
          <UtcDateTimeField source="last_logged_at" />
        </Col>
      </DataTable>
    </List>
  );
}
