/**
 * Sign-ups (Reports): the accounts created in a range of UTC days (both included; the last 30 days unless
 * chosen), their kind, their source when the attribution is stored, and whether they have given.
 */
import type { GridColDef } from '@mui/x-data-grid';
import { DateInput, List, SearchInput, SelectInput } from 'react-admin';
import { SIGNUP_KINDS, type SignupKind } from '@storyfund/shared/constants';
import type { Signup } from '@storyfund/shared/contract';
import { AdminGrid } from '../components/admin-grid.js';
import { ListExportActions } from '../components/list-export-actions.js';
import { utcCell, yesNoCell } from './grid-format.js';

const KIND_NAMES: Record<SignupKind, string> = { partner: 'Partner', donor: 'Donor', guest: 'Guest' };

const filters = [
  <DateInput key="datestart" source="datestart" label="From (UTC)" alwaysOn />,
  <DateInput key="dateend" source="dateend" label="To (UTC, included)" alwaysOn />,
  <SelectInput key="kind" source="kind" label="Kind" choices={SIGNUP_KINDS.map((k) => ({ id: k, name: KIND_NAMES[k] }))} alwaysOn />,
  <SearchInput key="q" source="q" />,
];

const columns: GridColDef<Signup>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'Email', minWidth: 200, sortable: false },
  { field: 'kind', headerName: 'Kind', width: 90, sortable: false, valueFormatter: (v: SignupKind) => KIND_NAMES[v] },
  { field: 'source', headerName: 'Source', width: 120, sortable: false, valueFormatter: (v: string | null) => v ?? 'Not recorded' },
  { field: 'first_gift', headerName: 'First gift', width: 100, sortable: false, valueFormatter: yesNoCell },
  { field: 'first_gift_at', headerName: 'First gift (UTC)', width: 170, sortable: false, valueFormatter: utcCell },
  { field: 'created_at', headerName: 'Signed up (UTC)', width: 170, valueFormatter: utcCell },
];

export function SignupList() {
  return (
    <List
      title="Sign-ups"
      filters={filters}
      perPage={25}
      sort={{ field: 'created_at', order: 'DESC' }}
      pagination={false}
      exporter={false}
      actions={<ListExportActions path="admin/signups/export" />}
    >
      <AdminGrid<Signup> label="Sign-ups" columns={columns} />
    </List>
  );
}
