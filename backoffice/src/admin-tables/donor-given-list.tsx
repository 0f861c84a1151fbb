/**
 * Donors' given stats: per donor, lifetime given, gifts, first and last gift, and whether a monthly gift is
 * live; on a data grid paged, sorted and filtered on the server. The resource's list, and the grid /donorstats
 * shows under its figures.
 */
import type { GridColDef } from '@mui/x-data-grid';
import { List, ListBase, NullableBooleanInput, SearchInput } from 'react-admin';
import type { DonorGiven } from '@storyfund/shared/contract';
import { AdminGrid } from '../components/admin-grid.js';
import { ListExportActions } from '../components/list-export-actions.js';
import { centsCell, utcCell, yesNoCell } from './grid-format.js';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="monthly" source="monthly" label="Monthly donor" alwaysOn />,
];

const columns: GridColDef<DonorGiven>[] = [
  { field: 'name', headerName: 'Donor', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'Email', minWidth: 200, sortable: false },
  { field: 'amount_given_cents', headerName: 'Lifetime given', width: 130, valueFormatter: centsCell },
  { field: 'gifts_count', headerName: 'Gifts', width: 80, sortable: false },
  { field: 'first_gift_at', headerName: 'First gift (UTC)', width: 170, sortable: false, valueFormatter: utcCell },
  { field: 'last_gift_at', headerName: 'Last gift (UTC)', width: 170, sortable: false, valueFormatter: utcCell },
  { field: 'monthly', headerName: 'Monthly', width: 90, sortable: false, valueFormatter: yesNoCell },
];

const LABEL = "Donors' given stats";

export function DonorGivenList() {
  return (
    <List
      title={LABEL}
      filters={filters}
      perPage={25}
      sort={{ field: 'amount_given_cents', order: 'DESC' }}
      pagination={false}
      exporter={false}
      actions={<ListExportActions path="admin/donors/export" />}
    >
      <AdminGrid<DonorGiven> label={LABEL} columns={columns} />
    </List>
  );
}

/** The same grid inside a report page (its own paging and sort, not kept in the URL). */
export function DonorGivenGrid() {
  return (
    <ListBase resource="donors" perPage={10} sort={{ field: 'amount_given_cents', order: 'DESC' }} disableSyncWithLocation>
      <AdminGrid<DonorGiven> label={LABEL} columns={columns} />
    </ListBase>
  );
}
